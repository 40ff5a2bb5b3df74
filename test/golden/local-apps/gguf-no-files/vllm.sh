### Install with pip and serve the GGUF file
## setup
# vLLM reads GGUF files through its GGUF plugin
pip install vllm vllm-gguf-plugin
## run
# Start an OpenAI-compatible server on http://localhost:8000
vllm serve 'example-org/Phi-3-mini-GGUF'

# Then, from another terminal:
curl 'http://localhost:8000/v1/chat/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "example-org/Phi-3-mini-GGUF",
    "messages": [
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ]
}'
