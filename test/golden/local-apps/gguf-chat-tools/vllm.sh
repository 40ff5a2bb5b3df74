# file: Llama-3.2-3B-Instruct-Q4_K_M.gguf (Q4_K_M)
### Install with pip and serve the GGUF file
## setup
# vLLM reads GGUF files through its GGUF plugin
pip install vllm vllm-gguf-plugin
## run
# Start an OpenAI-compatible server on http://localhost:8000
vllm serve 'bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M'

# Then, from another terminal:
curl 'http://localhost:8000/v1/chat/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M",
    "messages": [
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ]
}'
