# Sends the chat messages and prints the reply as it streams in (server-sent events, read line by line).
set -o pipefail
http --check-status --ignore-stdin --stream POST 'https://router.huggingface.co/v1/chat/completions' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "model": "acme/model-x:hf-inference",
        "messages": [
            {
                "role": "system",
                "content": "Answer in one sentence."
            },
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        "temperature": 0.2,
        "max_tokens": 256,
        "top_p": 0.9,
        "seed": 42,
        "stop": "END",
        "reasoning_effort": "low",
        "stream": true
    }' | while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
        "data: [DONE]"*) ;;
        data:*) jq -j '.choices[0].delta.content // empty' <<< "${line#"data:"}" ;;
        "" | :* | event:* | id:* | retry:*) ;;
        *) echo "$line" >&2 ;; # not an event: the API's error message
    esac
done || exit 1
echo
