# file: gemma-3-12b-it-Q4_K_M.gguf (Q4_K_M)
### Install with pip and serve the GGUF file
## setup
# vLLM reads GGUF files through its GGUF plugin
pip install vllm vllm-gguf-plugin
## run
# Start an OpenAI-compatible server on http://localhost:8000
vllm serve 'ggml-org/gemma-3-12b-it-GGUF:Q4_K_M' --tokenizer 'google/gemma-3-12b-it'

# Then, from another terminal:
curl 'http://localhost:8000/v1/chat/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "ggml-org/gemma-3-12b-it-GGUF:Q4_K_M",
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
