# Sends the image and the prompt; the video is written to a file.
cat_b64=$(base64 < 'cat.png' | tr -d '\n')
payload='{
    "model": "MiniMax-H3",
    "content": [
        {
            "type": "text",
            "text": "Snow begins to fall gently around the cat."
        },
        {
            "type": "image_url",
            "image_url": {
                "url": "data:image/png;base64,'"$cat_b64"'"
            },
            "role": "first_frame"
        }
    ],
    "resolution": "768P",
    "duration": 4,
    "ratio": "adaptive"
}'

job=$(curl 'https://api.novita.ai/v3/minimax/v2/video_generation' \
    -X POST \
    -H 'Authorization: Bearer '"${NOVITA_API_KEY:?}" \
    -H 'Content-Type: application/json' \
    --data-binary @- <<< "$payload" \
    -sS --fail-with-body) || { echo "$job" >&2; exit 1; }
status_url='https://api.novita.ai/v3/minimax/v2/query/video_generation/'"$(jq -r '.["task_id"] | @uri' <<< "$job")"
while true; do
    status=$(curl -sS --fail-with-body "$status_url" \
        -H 'Authorization: Bearer '"${NOVITA_API_KEY:?}" \
        -H 'Content-Type: application/json' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["task"]["status"]' <<< "$status")" in
        'succeeded') break ;;
        'failed') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 5
done
result="$status"
curl -sSf -o 'video.mp4' "$(jq -r '.["task"]["content"]["url"]' <<< "$result")"
