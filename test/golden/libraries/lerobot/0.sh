pip install "lerobot[smolvla]"
# Fine-tune this policy on a dataset of your own demonstrations
lerobot-train \
    --policy.path='lerobot/smolvla_base' \
    --dataset.repo_id=my-username/my_dataset \
    --batch_size=64 \
    --steps=20000 \
    --output_dir=outputs/train/my_policy \
    --job_name=my_policy \
    --policy.device=cuda
