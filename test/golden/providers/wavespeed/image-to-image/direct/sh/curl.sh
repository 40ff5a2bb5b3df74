# Sends the image and the prompt; the edited image is written to a file.
cat_b64=$(base64 < 'cat.png' | tr -d '\n')
payload='{
    "image": "'"$cat_b64"'",
    "images": ["'"$cat_b64"'"],
    "prompt": "Give the cat a tiny knitted scarf."
}'

job=$(curl 'https://api.wavespeed.ai/api/v3/provider-org/provider-model' \
    -X POST \
    -H 'Authorization: Bearer '"${WAVESPEED_API_KEY:?}" \
    -H 'Content-Type: application/json' \
    --data-binary @- <<< "$payload" \
    -sS --fail-with-body) || { echo "$job" >&2; exit 1; }
status_url='https://api.wavespeed.ai'"$(jq -r '.["data"]["urls"]["get"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"
while true; do
    status=$(curl -sS --fail-with-body "$status_url" \
        -H 'Authorization: Bearer '"${WAVESPEED_API_KEY:?}" \
        -H 'Content-Type: application/json' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["data"]["status"]' <<< "$status")" in
        'completed') break ;;
        'failed') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 0.5
done
result="$status"
curl -sSf -o 'image.png' "$(jq -r '.["data"]["outputs"][0]' <<< "$result")"
