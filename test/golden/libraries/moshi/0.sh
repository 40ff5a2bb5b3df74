# pip install -U moshi
# Starts a local web page for a live spoken conversation (needs a GPU): open https://localhost:8998
python -m moshi.server --hf-repo 'kyutai/moshiko-pytorch-bf16'
