# Sends the prompt; the video is written to a file.
job=$(http --check-status --ignore-stdin POST 'https://api.novita.ai/v3/async/provider-org/provider-model' \
    'Authorization:Bearer '"${NOVITA_API_KEY:?}" \
    'Content-Type:application/json' \
    --raw '{
        "prompt": "A paper boat drifting down a rain-filled street gutter."
    }') || { echo "$job" >&2; exit 1; }
status_url='https://api.novita.ai/v3/async/task-result?task_id='"$(jq -r '.["task_id"] | @uri' <<< "$job")"
while true; do
    status=$(http --check-status --ignore-stdin GET "$status_url" \
        'Authorization:Bearer '"${NOVITA_API_KEY:?}" \
        'Content-Type:application/json' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["task"]["status"]' <<< "$status")" in
        'TASK_STATUS_SUCCEED') break ;;
        'TASK_STATUS_FAILED') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 0.5
done
result="$status"
http --check-status --ignore-stdin --download --output 'video.mp4' GET "$(jq -r '.["videos"][0]["video_url"]' <<< "$result")" \
    || { rm -f 'video.mp4'; exit 1; }
