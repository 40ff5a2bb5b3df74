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

job=$(http --check-status POST 'https://api.replicate.com/v1/models/provider-org/provider-model/predictions' \
    'Authorization:Bearer '"${REPLICATE_API_TOKEN:?}" \
    'Content-Type:application/json' \
    'Prefer:wait' \
    <<< "$payload") || { echo "$job" >&2; exit 1; }
status_url='https://api.replicate.com'"$(jq -r '.["urls"]["get"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"
while true; do
    status=$(http --check-status --ignore-stdin GET "$status_url" \
        'Authorization:Bearer '"${REPLICATE_API_TOKEN:?}" \
        'Content-Type:application/json' \
        'Prefer:wait' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["status"]' <<< "$status")" in
        'succeeded') break ;;
        'failed'|'canceled') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 1
done
result="$status"
http --check-status --ignore-stdin --download --output 'image.png' GET "$(jq -r '.["output"] | if type == "array" then .[0] else . end' <<< "$result")" \
    || { rm -f 'image.png'; exit 1; }
