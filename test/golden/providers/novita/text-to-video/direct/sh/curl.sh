# Sends the prompt; the video is written to a file.
job=$(curl 'https://api.novita.ai/v3/async/provider-org/provider-model' \
    -X POST \
    -H 'Authorization: Bearer '"${NOVITA_API_KEY:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "prompt": "A paper boat drifting down a rain-filled street gutter."
    }' \
    -sS --fail-with-body) || { echo "$job" >&2; exit 1; }
status_url='https://api.novita.ai/v3/async/task-result?task_id='"$(jq -r '.["task_id"] | @uri' <<< "$job")"
while true; do
    status=$(curl -sS --fail-with-body "$status_url" \
        -H 'Authorization: Bearer '"${NOVITA_API_KEY:?}" \
        -H 'Content-Type: application/json' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["task"]["status"]' <<< "$status")" in
        'TASK_STATUS_SUCCEED') break ;;
        'TASK_STATUS_FAILED') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 0.5
done
result="$status"
curl -sSf -o 'video.mp4' "$(jq -r '.["videos"][0]["video_url"]' <<< "$result")"
