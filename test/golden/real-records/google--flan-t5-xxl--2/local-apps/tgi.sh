### Run the Docker image
## setup
# Needs an NVIDIA GPU; HF_TOKEN is passed on for gated models
docker run --gpus all \
    --shm-size 1g \
    -p 8080:80 \
    -v ~/.cache/huggingface:/data \
    -e HF_TOKEN \
    ghcr.io/huggingface/text-generation-inference:latest \
    --model-id 'google/flan-t5-xxl'
## run
# Send the server a request
curl 'http://localhost:8080/v1/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "google/flan-t5-xxl",
    "prompt": "Once upon a time,",
    "max_tokens": 128
}'
