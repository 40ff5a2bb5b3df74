# Sends the image and the prompt; the edited image is written to a file.
cat_b64=$(base64 < 'cat.png' | tr -d '\n')
payload='{
    "prompt": "Paint the background in the style of a starry night.",
    "image_url": "data:image/png;base64,'"$cat_b64"'",
    "image_urls": ["data:image/png;base64,'"$cat_b64"'"]
}'

job=$(curl 'https://router.huggingface.co/fal-ai/provider-org/provider-model?_subdomain=queue' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    --data-binary @- <<< "$payload" \
    -sS --fail-with-body) || { echo "$job" >&2; exit 1; }
status_url='https://router.huggingface.co/fal-ai'"$(jq -r '.["response_url"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"'/status?_subdomain=queue'
while true; do
    status=$(curl -sS --fail-with-body "$status_url" \
        -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
        -H 'Content-Type: application/json' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["status"]' <<< "$status")" in
        'COMPLETED') break ;;
    esac
    sleep 0.5
done
result=$(curl -sS --fail-with-body 'https://router.huggingface.co/fal-ai'"$(jq -r '.["response_url"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"'?_subdomain=queue' \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    ) || { echo "Fetching the result failed: $result" >&2; exit 1; }
curl -sSf -o 'image.png' "$(jq -r '.["images"][0]["url"]' <<< "$result")"
