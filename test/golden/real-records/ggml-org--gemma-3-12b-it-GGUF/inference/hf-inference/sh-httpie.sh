# Sends the chat messages and prints the reply.
answer=$(http --check-status --ignore-stdin POST 'https://router.huggingface.co/v1/chat/completions' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "model": "ggml-org/gemma-3-12b-it-GGUF:hf-inference",
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
        "stream": false
    }') || { echo "$answer" >&2; exit 1; }
jq -r '.choices[0].message.content' <<< "$answer"
