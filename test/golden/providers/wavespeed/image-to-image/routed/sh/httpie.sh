# Sends the image and the prompt; the edited image is written to a file.
cat_b64=$(base64 < 'cat.png' | tr -d '\n')
payload='{
    "image": "'"$cat_b64"'",
    "images": ["'"$cat_b64"'"],
    "prompt": "Give the cat a tiny knitted scarf."
}'

job=$(http --check-status POST 'https://router.huggingface.co/wavespeed/api/v3/provider-org/provider-model' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    <<< "$payload") || { echo "$job" >&2; exit 1; }
status_url='https://router.huggingface.co/wavespeed'"$(jq -r '.["data"]["urls"]["get"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"
while true; do
    status=$(http --check-status --ignore-stdin GET "$status_url" \
        'Authorization:Bearer '"${HF_TOKEN:?}" \
        'Content-Type:application/json' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["data"]["status"]' <<< "$status")" in
        'completed') break ;;
        'failed') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 0.5
done
result="$status"
http --check-status --ignore-stdin --download --output 'image.png' GET "$(jq -r '.["data"]["outputs"][0]' <<< "$result")" \
    || { rm -f 'image.png'; exit 1; }
