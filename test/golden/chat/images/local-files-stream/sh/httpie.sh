# Sends the chat messages and prints the reply as it streams in (server-sent events, read line by line).
cats_b64=$(base64 < 'cats.jpg' | tr -d '\n')
cat_b64=$(base64 < 'cat.png' | tr -d '\n')
payload='{
    "model": "acme/model-x:hf-inference",
    "messages": [
        {
            "role": "user",
            "content": [
                {
                    "type": "text",
                    "text": "What differs between these two pictures?"
                },
                {
                    "type": "image_url",
                    "image_url": {
                        "url": "data:image/jpeg;base64,'"$cats_b64"'"
                    }
                },
                {
                    "type": "image_url",
                    "image_url": {
                        "url": "data:image/png;base64,'"$cat_b64"'"
                    }
                }
            ]
        }
    ],
    "stream": true
}'

set -o pipefail
http --check-status --stream POST 'https://router.huggingface.co/v1/chat/completions' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    <<< "$payload" | while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
        "data: [DONE]"*) ;;
        data:*) jq -j '.choices[0].delta.content // empty' <<< "${line#"data:"}" ;;
        "" | :* | event:* | id:* | retry:*) ;;
        *) echo "$line" >&2 ;; # not an event: the API's error message
    esac
done || exit 1
echo
