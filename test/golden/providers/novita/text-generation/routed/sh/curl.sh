# Sends the chat messages; the chat completion is printed.
# This provider serves text generation through its chat route only: the prompt goes as one user message.
# A base model has no chat template, so expect weaker answers than from a chat model.
curl 'https://router.huggingface.co/novita/v3/openai/chat/completions' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "provider-org/provider-model",
        "messages": [
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        "stream": false
    }' \
    --fail-with-body
