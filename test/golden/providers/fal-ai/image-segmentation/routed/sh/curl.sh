# Sends the image file; polls the job until it is done, then fetches the result.
cats_b64=$(base64 < 'cats.jpg' | tr -d '\n')
payload='{
    "image_url": "data:image/jpeg;base64,'"$cats_b64"'",
    "sync_mode": true
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
curl -sSf -o 'mask.png' "$(jq -r '.["image"]["url"]' <<< "$result")"
