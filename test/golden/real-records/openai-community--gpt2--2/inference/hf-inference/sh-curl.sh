# Sends the text as JSON; the JSON answer is printed.
# A base model (no chat template): the prompt goes to the completions route as text to continue.
# A chat request to a base model gives poor answers: pick a chat model for conversations.
curl 'https://router.huggingface.co/hf-inference/models/openai-community/gpt2/v1/completions' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "openai-community/gpt2",
        "prompt": "My name is Julien and I like to"
    }' \
    --fail-with-body
