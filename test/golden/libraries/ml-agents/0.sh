# pip install mlagents
mlagents-load-from-hf --repo-id='ThomasSimonini/ppo-SnowballTarget' --local-dir=./downloads
