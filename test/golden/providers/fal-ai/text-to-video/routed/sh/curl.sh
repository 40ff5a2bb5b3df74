# Sends the prompt; the video is written to a file.
job=$(curl 'https://router.huggingface.co/fal-ai/provider-org/provider-model?_subdomain=queue' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "prompt": "A paper boat drifting down a rain-filled street gutter."
    }' \
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
curl -sSf -o 'video.mp4' "$(jq -r '.["video"]["url"]' <<< "$result")"
