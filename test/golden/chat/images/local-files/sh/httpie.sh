# Sends the chat messages and prints the reply.
cats_b64=$(base64 < 'cats.jpg' | tr -d '\n')
cat_b64=$(base64 < 'cat.png' | tr -d '\n')

answer=$(http --check-status POST 'https://router.huggingface.co/v1/chat/completions' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    <<< "$payload") || { echo "$answer" >&2; exit 1; }
jq -r '.choices[0].message.content' <<< "$answer"
