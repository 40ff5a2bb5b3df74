# Sends the image and the prompt; the video is written to a file.
cat_b64=$(base64 < 'cat.png' | tr -d '\n')
payload='{
    "image_url": "data:image/png;base64,'"$cat_b64"'",
    "prompt": "Snow begins to fall gently around the cat."
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
http --check-status --ignore-stdin --download --output 'video.mp4' GET "$(jq -r '.["video"]["url"]' <<< "$result")" \
    || { rm -f 'video.mp4'; exit 1; }
