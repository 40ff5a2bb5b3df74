# file: Llama-3.2-3B-Instruct-Q4_K_M.gguf (Q4_K_M)
### Install with pip and serve the GGUF file
## setup
# vLLM reads GGUF files through its GGUF plugin
pip install vllm vllm-gguf-plugin
## run
# Start an OpenAI-compatible server on http://localhost:8000
vllm serve 'TheBloke/Llama-2-7B-GGUF:Q4_K_M'

# Then, from another terminal:
curl 'http://localhost:8000/v1/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "TheBloke/Llama-2-7B-GGUF:Q4_K_M",
    "prompt": "Once upon a time,",
    "max_tokens": 128
}'
