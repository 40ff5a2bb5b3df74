### Chat in the terminal
## setup
pip install mlx-lm
## run
mlx_lm.chat --model 'mlx-community/Qwen2.5-7B-Instruct-4bit'

### Generate text from a prompt
## setup
pip install mlx-lm
## run
mlx_lm.generate --model 'mlx-community/Qwen2.5-7B-Instruct-4bit' --prompt 'Write a haiku about the sea.'

### Run an OpenAI-compatible server
## setup
pip install mlx-lm
## run
# Start the server on http://localhost:8080 (its default port)
mlx_lm.server --model 'mlx-community/Qwen2.5-7B-Instruct-4bit'

# Then, from another terminal:
curl 'http://localhost:8080/v1/chat/completions' \
    -H 'Content-Type: application/json' \
    -d '{
    "model": "mlx-community/Qwen2.5-7B-Instruct-4bit",
    "messages": [
        {
            "role": "user",
            "content": "What is the capital of France?"
        }
    ]
}'
