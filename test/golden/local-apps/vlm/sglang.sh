### Install with pip and serve
## setup
pip install sglang
## run
# Start an OpenAI-compatible server on http://localhost:30000
python3 -m sglang.launch_server --model-path 'Qwen/Qwen2.5-VL-7B-Instruct' --host 0.0.0.0 --port 30000

# Then, from another terminal:
curl 'http://localhost:30000/v1/chat/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "Qwen/Qwen2.5-VL-7B-Instruct",
    "messages": [
        {
            "role": "user",
            "content": [
                {
                    "type": "text",
                    "text": "Describe this image in one sentence."
                },
                {
                    "type": "image_url",
                    "image_url": {
                        "url": "https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg"
                    }
                }
            ]
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
    python3 -m sglang.launch_server --model-path 'Qwen/Qwen2.5-VL-7B-Instruct' --host 0.0.0.0 --port 30000
## run
# Send the server a request
curl 'http://localhost:30000/v1/chat/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "Qwen/Qwen2.5-VL-7B-Instruct",
    "messages": [
        {
            "role": "user",
            "content": [
                {
                    "type": "text",
                    "text": "Describe this image in one sentence."
                },
                {
                    "type": "image_url",
                    "image_url": {
                        "url": "https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg"
                    }
                }
            ]
        }
    ]
}'
