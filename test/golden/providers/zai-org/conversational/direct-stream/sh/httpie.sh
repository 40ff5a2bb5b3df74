# Sends the chat messages and prints the reply as it streams in (server-sent events, read line by line).
set -o pipefail
http --check-status --ignore-stdin --stream POST 'https://api.z.ai/api/paas/v4/chat/completions' \
    'Authorization:Bearer '"${ZAI_API_KEY:?}" \
    'Content-Type:application/json' \
    'x-source-channel:hugging_face' \
    'accept-language:en-US,en' \
    --raw '{
        "model": "provider-org/provider-model",
        "messages": [
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
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
