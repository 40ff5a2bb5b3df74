# Sends the image and the prompt; the video is written to a file.
job=$(http --check-status --ignore-stdin POST 'https://queue.fal.run/provider-org/provider-model' \
    'Authorization:Key '"${FAL_KEY:?}" \
    'Content-Type:application/json' \
    --raw '{
        "prompt": "A red fox running through fresh snow"
    }') || { echo "$job" >&2; exit 1; }
status_url='https://queue.fal.run'"$(jq -r '.["response_url"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"'/status'
while true; do
    status=$(http --check-status --ignore-stdin GET "$status_url" \
        'Authorization:Key '"${FAL_KEY:?}" \
        'Content-Type:application/json' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["status"]' <<< "$status")" in
        'COMPLETED') break ;;
    esac
    sleep 0.5
done
result=$(http --check-status --ignore-stdin GET 'https://queue.fal.run'"$(jq -r '.["response_url"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")" \
    'Authorization:Key '"${FAL_KEY:?}" \
    'Content-Type:application/json' \
    ) || { echo "Fetching the result failed: $result" >&2; exit 1; }
http --check-status --ignore-stdin --download --output 'video.mp4' GET "$(jq -r '.["video"]["url"]' <<< "$result")" \
    || { rm -f 'video.mp4'; exit 1; }
