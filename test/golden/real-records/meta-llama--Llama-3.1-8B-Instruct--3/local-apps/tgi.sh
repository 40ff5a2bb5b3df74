### Run the Docker image
## setup
# Needs an NVIDIA GPU; HF_TOKEN is passed on for gated models
docker run --gpus all \
    --shm-size 1g \
    -p 8080:80 \
    -v ~/.cache/huggingface:/data \
    -e HF_TOKEN \
    ghcr.io/huggingface/text-generation-inference:latest \
    --model-id 'meta-llama/Llama-3.1-8B-Instruct'
## run
# Send the server a request
curl 'http://localhost:8080/v1/chat/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "meta-llama/Llama-3.1-8B-Instruct",
    "messages": [
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ]
}'
