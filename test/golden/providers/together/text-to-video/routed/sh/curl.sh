# Sends the prompt; the video is written to a file.
job=$(curl 'https://router.huggingface.co/together/v2/videos' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "prompt": "A paper boat drifting down a rain-filled street gutter.",
        "model": "provider-org/provider-model"
    }' \
    -sS --fail-with-body) || { echo "$job" >&2; exit 1; }
status_url='https://router.huggingface.co/together/v2/videos/'"$(jq -r '.["id"] | @uri' <<< "$job")"
while true; do
    status=$(curl -sS --fail-with-body "$status_url" \
        -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
        -H 'Content-Type: application/json' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["status"]' <<< "$status")" in
        'completed') break ;;
        'failed') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 2
done
result="$status"
curl -sSf -o 'video.mp4' "$(jq -r '.["outputs"]["video_url"]' <<< "$result")"
