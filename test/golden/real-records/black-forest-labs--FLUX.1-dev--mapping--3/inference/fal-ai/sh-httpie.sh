# Sends the prompt; the image is written to a file.
job=$(http --check-status --ignore-stdin POST 'https://router.huggingface.co/fal-ai/fal-ai/flux/dev?_subdomain=queue' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "num_inference_steps": 5,
        "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour."
    }') || { echo "$job" >&2; exit 1; }
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
