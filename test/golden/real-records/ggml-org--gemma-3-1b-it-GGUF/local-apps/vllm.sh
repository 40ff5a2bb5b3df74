# file: gemma-3-1b-it-Q4_K_M.gguf (Q4_K_M)
### Install with pip and serve the GGUF file
## setup
# vLLM reads GGUF files through its GGUF plugin
pip install vllm vllm-gguf-plugin
## run
# Start an OpenAI-compatible server on http://localhost:8000
vllm serve 'ggml-org/gemma-3-1b-it-GGUF:Q4_K_M' --tokenizer 'google/gemma-3-1b-it'

# Then, from another terminal:
curl 'http://localhost:8000/v1/chat/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "ggml-org/gemma-3-1b-it-GGUF:Q4_K_M",
    "messages": [
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ]
}'
