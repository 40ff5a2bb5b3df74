# file: model.gguf
### Install with pip and serve the GGUF file
## setup
# vLLM reads GGUF files through its GGUF plugin
pip install vllm vllm-gguf-plugin
## run
# Start an OpenAI-compatible server on http://localhost:8000
vllm serve 'example-org/tiny-story-model'

# Then, from another terminal:
curl 'http://localhost:8000/v1/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "example-org/tiny-story-model",
    "prompt": "Once upon a time,",
    "max_tokens": 128
}'
