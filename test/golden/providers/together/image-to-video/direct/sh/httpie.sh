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

job=$(http --check-status POST 'https://api.together.xyz/v2/videos' \
    'Authorization:Bearer '"${TOGETHER_API_KEY:?}" \
    'Content-Type:application/json' \
    <<< "$payload") || { echo "$job" >&2; exit 1; }
status_url='https://api.together.xyz/v2/videos/'"$(jq -r '.["id"] | @uri' <<< "$job")"
while true; do
    status=$(http --check-status --ignore-stdin GET "$status_url" \
        'Authorization:Bearer '"${TOGETHER_API_KEY:?}" \
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
