# Sends the text as JSON; the JSON answer is printed.
# A base model (no chat template): the prompt goes to the completions route as text to continue.
# A chat request to a base model gives poor answers: pick a chat model for conversations.
http --check-status --ignore-stdin POST 'https://api.featherless.ai/v1/completions' \
    'Authorization:Bearer '"${FEATHERLESS_API_KEY:?}" \
    'Content-Type:application/json' \
    --raw '{
        "model": "provider-org/provider-model",
        "prompt": "Suggest three names for a bakery that only sells sourdough bread."
    }'
