# pip install stable-baselines3 huggingface_sb3
from huggingface_sb3 import load_from_hub

repo_id = "sb3/ppo-LunarLander-v2"
# Agents pushed with huggingface_sb3 are saved as "<repository name>.zip"; change it if yours differs.
checkpoint = load_from_hub(repo_id=repo_id, filename=repo_id.split("/")[-1] + ".zip")
# Load it with the algorithm it was trained with, e.g.:
# from stable_baselines3 import PPO
# model = PPO.load(checkpoint)
