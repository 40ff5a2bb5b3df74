# Sends the image and the prompt; the video is written to a file.
job=$(http --check-status --ignore-stdin POST 'https://api.novita.ai/v3/minimax/v2/video_generation' \
    'Authorization:Bearer '"${NOVITA_API_KEY:?}" \
    'Content-Type:application/json' \
    --raw '{
        "model": "MiniMax-H3",
        "content": [
            {
                "type": "text",
                "text": "A red fox running through fresh snow"
            }
        ],
        "resolution": "768P",
        "duration": 4,
        "ratio": "16:9"
    }') || { echo "$job" >&2; exit 1; }
status_url='https://api.novita.ai/v3/minimax/v2/query/video_generation/'"$(jq -r '.["task_id"] | @uri' <<< "$job")"
while true; do
    status=$(http --check-status --ignore-stdin GET "$status_url" \
        'Authorization:Bearer '"${NOVITA_API_KEY:?}" \
        'Content-Type:application/json' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["task"]["status"]' <<< "$status")" in
        'succeeded') break ;;
        'failed') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 5
done
result="$status"
http --check-status --ignore-stdin --download --output 'video.mp4' GET "$(jq -r '.["task"]["content"]["url"]' <<< "$result")" \
    || { rm -f 'video.mp4'; exit 1; }
