### Run the Docker image
## setup
# Needs an NVIDIA GPU; HF_TOKEN is passed on for gated models
docker run --gpus all \
    --shm-size 1g \
    -p 8080:80 \
    -v ~/.cache/huggingface:/data \
    -e HF_TOKEN \
    ghcr.io/huggingface/text-generation-inference:latest \
    --model-id 'microsoft/DialoGPT-small'
## run
# Send the server a request
curl 'http://localhost:8080/v1/chat/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "microsoft/DialoGPT-small",
    "messages": [
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ]
}'
