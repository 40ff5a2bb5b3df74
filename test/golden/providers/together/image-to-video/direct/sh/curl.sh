# Sends the image and the prompt; the video is written to a file.
cat_b64=$(base64 < 'cat.png' | tr -d '\n')
payload='{
    "frame_images": [
        {
            "input_image": "data:image/png;base64,'"$cat_b64"'",
            "frame": "first"
        }
    ],
    "model": "provider-org/provider-model",
    "prompt": "The cat slowly turns its head and blinks."
}'

job=$(curl 'https://api.together.xyz/v2/videos' \
    -X POST \
    -H 'Authorization: Bearer '"${TOGETHER_API_KEY:?}" \
    -H 'Content-Type: application/json' \
    --data-binary @- <<< "$payload" \
    -sS --fail-with-body) || { echo "$job" >&2; exit 1; }
status_url='https://api.together.xyz/v2/videos/'"$(jq -r '.["id"] | @uri' <<< "$job")"
while true; do
    status=$(curl -sS --fail-with-body "$status_url" \
        -H 'Authorization: Bearer '"${TOGETHER_API_KEY:?}" \
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
