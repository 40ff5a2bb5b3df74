### Install with uv and serve
## setup
# Install SGLang in a virtual environment with uv, as its install page recommends
pip install uv
uv venv --python 3.12
source .venv/bin/activate
uv pip install --prerelease=allow sglang
## run
# Start an OpenAI-compatible server on http://localhost:30000
python3 -m sglang.launch_server --model-path 'HuggingFaceH4/zephyr-7b-beta' --host 0.0.0.0 --port 30000

# Then, from another terminal:
curl 'http://localhost:30000/v1/chat/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "HuggingFaceH4/zephyr-7b-beta",
    "messages": [
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ]
}'

### Run the Docker image
## setup
# Needs an NVIDIA GPU; HF_TOKEN is passed on for gated models
docker run --gpus all \
    --shm-size 32g \
    -p 30000:30000 \
    -v ~/.cache/huggingface:/root/.cache/huggingface \
    -e HF_TOKEN \
    --ipc=host \
    lmsysorg/sglang:latest \
    python3 -m sglang.launch_server --model-path 'HuggingFaceH4/zephyr-7b-beta' --host 0.0.0.0 --port 30000
## run
# Send the server a request
curl 'http://localhost:30000/v1/chat/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "HuggingFaceH4/zephyr-7b-beta",
    "messages": [
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ]
}'
