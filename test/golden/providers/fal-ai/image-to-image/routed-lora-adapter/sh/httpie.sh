# Sends the image and the prompt; the edited image is written to a file.
cat_b64=$(base64 < 'cat.png' | tr -d '\n')
payload='{
    "prompt": "Give the cat a tiny knitted scarf.",
    "image_url": "data:image/png;base64,'"$cat_b64"'",
    "image_urls": ["data:image/png;base64,'"$cat_b64"'"],
    "loras": [
        {
            "path": "https://huggingface.co/hf-org/hf-model/resolve/main/lora.safetensors",
            "scale": 1
        }
    ]
}'

job=$(http --check-status POST 'https://router.huggingface.co/fal-ai/provider-org/provider-model?_subdomain=queue' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    <<< "$payload") || { echo "$job" >&2; exit 1; }
status_url='https://router.huggingface.co/fal-ai'"$(jq -r '.["response_url"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"'/status?_subdomain=queue'
while true; do
    status=$(http --check-status --ignore-stdin GET "$status_url" \
        'Authorization:Bearer '"${HF_TOKEN:?}" \
        'Content-Type:application/json' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["status"]' <<< "$status")" in
        'COMPLETED') break ;;
    esac
    sleep 0.5
done
result=$(http --check-status --ignore-stdin GET 'https://router.huggingface.co/fal-ai'"$(jq -r '.["response_url"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"'?_subdomain=queue' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    ) || { echo "Fetching the result failed: $result" >&2; exit 1; }
http --check-status --ignore-stdin --download --output 'image.png' GET "$(jq -r '.["images"][0]["url"]' <<< "$result")" \
    || { rm -f 'image.png'; exit 1; }
