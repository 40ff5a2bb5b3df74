# file: Llama-3.1-70B-Instruct-Q4_K_M/Llama-3.1-70B-Instruct-Q4_K_M-00001-of-00002.gguf (Q4_K_M)
### Install with pip and serve the GGUF file
## setup
# vLLM reads GGUF files through its GGUF plugin
pip install vllm vllm-gguf-plugin
## run
# vLLM loads a GGUF model from one file: download the parts and merge them with llama.cpp's
# llama-gguf-split (brew install llama.cpp), then serve the merged file on http://localhost:8000
hf download 'example-org/Llama-3.1-70B-Instruct-GGUF' 'Llama-3.1-70B-Instruct-Q4_K_M/Llama-3.1-70B-Instruct-Q4_K_M-00001-of-00002.gguf' 'Llama-3.1-70B-Instruct-Q4_K_M/Llama-3.1-70B-Instruct-Q4_K_M-00002-of-00002.gguf' --local-dir models
llama-gguf-split --merge 'models/Llama-3.1-70B-Instruct-Q4_K_M/Llama-3.1-70B-Instruct-Q4_K_M-00001-of-00002.gguf' models/merged.gguf
vllm serve models/merged.gguf --tokenizer 'meta-llama/Llama-3.1-70B-Instruct'

# Then, from another terminal:
curl 'http://localhost:8000/v1/chat/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "models/merged.gguf",
    "messages": [
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ]
}'
