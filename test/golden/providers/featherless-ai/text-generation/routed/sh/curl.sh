# Sends the text as JSON; the JSON answer is printed.
# A base model (no chat template): the prompt goes to the completions route as text to continue.
# A chat request to a base model gives poor answers: pick a chat model for conversations.
curl 'https://router.huggingface.co/featherless-ai/v1/completions' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "provider-org/provider-model",
        "prompt": "Suggest three names for a bakery that only sells sourdough bread."
    }' \
    --fail-with-body
