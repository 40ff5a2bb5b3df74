# pip install -U moshi_mlx
# Runs on Apple silicon, in the terminal or with the local web UI (moshi_mlx.local_web)
python -m moshi_mlx.local -q 4 --hf-repo 'kyutai/moshiko-pytorch-bf16'
