# Sends the chat messages and prints the reply as it streams in (server-sent events, read line by line).
set -o pipefail
http --check-status --ignore-stdin --stream POST 'https://router.huggingface.co/v1/chat/completions' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "model": "acme/model-x:hf-inference",
        "messages": [
            {
                "role": "user",
                "content": [
                    {
                        "type": "text",
                        "text": "What landmark is shown here? Answer in one sentence."
                    },
                    {
                        "type": "image_url",
                        "image_url": {
                            "url": "https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg"
                        }
                    }
                ]
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
