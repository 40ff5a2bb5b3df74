# file: Mistral-7B-Instruct.Q4_K_S.gguf (Q4_K_S)
### Install with pip and serve the GGUF file
## setup
# vLLM reads GGUF files through its GGUF plugin
pip install vllm vllm-gguf-plugin
## run
# Start an OpenAI-compatible server on http://localhost:8000
vllm serve 'example-org/Mistral-7B-Instruct-GGUF:Q4_K_S'

# Then, from another terminal:
curl 'http://localhost:8000/v1/chat/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "example-org/Mistral-7B-Instruct-GGUF:Q4_K_S",
    "messages": [
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ]
}'
