# Sends the text as JSON; the JSON answer is printed.
# A base model (no chat template): the prompt goes to the completions route as text to continue.
# A chat request to a base model gives poor answers: pick a chat model for conversations.
http --check-status --ignore-stdin POST 'https://router.huggingface.co/hf-inference/models/openai-community/gpt2/v1/completions' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "model": "openai-community/gpt2",
        "prompt": "My name is Julien and I like to"
    }'
