### Install with pip and serve
## setup
pip install vllm
## run
# Start an OpenAI-compatible server on http://localhost:8000
vllm serve 'openai-community/gpt2'

# Then, from another terminal:
curl 'http://localhost:8000/v1/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "openai-community/gpt2",
    "prompt": "Once upon a time,",
    "max_tokens": 128
}'

### Run the Docker image
## setup
# Needs an NVIDIA GPU; HF_TOKEN is passed on for gated models
docker run --gpus all \
    -v ~/.cache/huggingface:/root/.cache/huggingface \
    -e HF_TOKEN \
    -p 8000:8000 \
    --ipc=host \
    vllm/vllm-openai:latest \
    --model 'openai-community/gpt2'
## run
# Send the server a request
curl 'http://localhost:8000/v1/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "openai-community/gpt2",
    "prompt": "Once upon a time,",
    "max_tokens": 128
}'
