# Sends the prompt; the video is written to a file.
job=$(http --check-status --ignore-stdin POST 'https://router.huggingface.co/together/v2/videos' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "prompt": "A paper boat drifting down a rain-filled street gutter.",
        "model": "provider-org/provider-model"
    }') || { echo "$job" >&2; exit 1; }
status_url='https://router.huggingface.co/together/v2/videos/'"$(jq -r '.["id"] | @uri' <<< "$job")"
while true; do
    status=$(http --check-status --ignore-stdin GET "$status_url" \
        'Authorization:Bearer '"${HF_TOKEN:?}" \
        'Content-Type:application/json' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["status"]' <<< "$status")" in
        'completed') break ;;
        'failed') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 2
done
result="$status"
http --check-status --ignore-stdin --download --output 'video.mp4' GET "$(jq -r '.["outputs"]["video_url"]' <<< "$result")" \
    || { rm -f 'video.mp4'; exit 1; }
