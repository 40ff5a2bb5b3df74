# From another terminal, while the server runs:
curl -sS http://127.0.0.1:8080/v1/chat/completions \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "local",
        "messages": [{"role": "user", "content": "Why does a KV cache speed up decoding? One sentence."}],
        "max_tokens": 128
    }'
