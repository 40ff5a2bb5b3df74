# pip install -U moshi
# Starts a local web UI for a live conversation (needs a GPU)
python -m moshi.server --hf-repo 'kyutai/moshiko-pytorch-bf16'
