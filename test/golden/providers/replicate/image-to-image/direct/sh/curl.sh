# Sends the image and the prompt; the edited image is written to a file.
cat_b64=$(base64 < 'cat.png' | tr -d '\n')
payload='{
    "input": {
        "prompt": "Give the cat a tiny knitted scarf.",
        "image": "data:image/png;base64,'"$cat_b64"'",
        "images": ["data:image/png;base64,'"$cat_b64"'"],
        "input_image": "data:image/png;base64,'"$cat_b64"'",
        "input_images": ["data:image/png;base64,'"$cat_b64"'"]
    }
}'

job=$(curl 'https://api.replicate.com/v1/models/provider-org/provider-model/predictions' \
    -X POST \
    -H 'Authorization: Bearer '"${REPLICATE_API_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -H 'Prefer: wait' \
    --data-binary @- <<< "$payload" \
    -sS --fail-with-body) || { echo "$job" >&2; exit 1; }
status_url='https://api.replicate.com'"$(jq -r '.["urls"]["get"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"
while true; do
    status=$(curl -sS --fail-with-body "$status_url" \
        -H 'Authorization: Bearer '"${REPLICATE_API_TOKEN:?}" \
        -H 'Content-Type: application/json' \
        -H 'Prefer: wait' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["status"]' <<< "$status")" in
        'succeeded') break ;;
        'failed'|'canceled') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 1
done
result="$status"
curl -sSf -o 'image.png' "$(jq -r '.["output"] | if type == "array" then .[0] else . end' <<< "$result")"
