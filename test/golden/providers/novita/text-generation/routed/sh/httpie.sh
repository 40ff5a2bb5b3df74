# Sends the chat messages and prints the reply.
# This provider serves text generation through its chat route only: the prompt goes as one user message.
# A base model has no chat template, so expect weaker answers than from a chat model.
answer=$(http --check-status --ignore-stdin POST 'https://router.huggingface.co/novita/v3/openai/chat/completions' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "model": "provider-org/provider-model",
        "messages": [
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        "stream": false
    }') || { echo "$answer" >&2; exit 1; }
jq -r '.choices[0].message.content' <<< "$answer"
