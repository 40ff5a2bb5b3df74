# Downloads the MLX weights of this repository for local use
pip install -U huggingface_hub
hf download 'mlx-community/whisper-large-v3-turbo' --local-dir 'models/mlx-community/whisper-large-v3-turbo'
