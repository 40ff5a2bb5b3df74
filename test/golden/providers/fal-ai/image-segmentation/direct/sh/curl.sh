# Sends the image file; polls the job until it is done, then fetches the result.
cats_b64=$(base64 < 'cats.jpg' | tr -d '\n')
payload='{
    "image_url": "data:image/jpeg;base64,'"$cats_b64"'",
    "sync_mode": true
}'

job=$(curl 'https://queue.fal.run/provider-org/provider-model' \
    -X POST \
    -H 'Authorization: Key '"${FAL_KEY:?}" \
    -H 'Content-Type: application/json' \
    --data-binary @- <<< "$payload" \
    -sS --fail-with-body) || { echo "$job" >&2; exit 1; }
status_url='https://queue.fal.run'"$(jq -r '.["response_url"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"'/status'
while true; do
    status=$(curl -sS --fail-with-body "$status_url" \
        -H 'Authorization: Key '"${FAL_KEY:?}" \
        -H 'Content-Type: application/json' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["status"]' <<< "$status")" in
        'COMPLETED') break ;;
    esac
    sleep 0.5
done
result=$(curl -sS --fail-with-body 'https://queue.fal.run'"$(jq -r '.["response_url"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")" \
    -H 'Authorization: Key '"${FAL_KEY:?}" \
    -H 'Content-Type: application/json' \
    ) || { echo "Fetching the result failed: $result" >&2; exit 1; }
curl -sSf -o 'mask.png' "$(jq -r '.["image"]["url"]' <<< "$result")"
