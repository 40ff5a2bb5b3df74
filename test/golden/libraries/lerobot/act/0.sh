pip install lerobot
# Fine-tune this policy on a dataset of your own demonstrations
lerobot-train \
    --policy.path='lerobot/act_aloha_sim_transfer_cube_human' \
    --dataset.repo_id=my-username/my_dataset \
    --batch_size=64 \
    --steps=20000 \
    --output_dir=outputs/train/my_policy \
    --job_name=my_policy \
    --policy.device=cuda
