# Sends the prompt; the video is written to a file.
job=$(http --check-status --ignore-stdin POST 'https://api.replicate.com/v1/models/provider-org/provider-model/predictions' \
    'Authorization:Bearer '"${REPLICATE_API_TOKEN:?}" \
    'Content-Type:application/json' \
    'Prefer:wait' \
    --raw '{
        "input": {
            "prompt": "A paper boat drifting down a rain-filled street gutter."
        }
    }') || { echo "$job" >&2; exit 1; }
status_url='https://api.replicate.com'"$(jq -r '.["urls"]["get"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"
while true; do
    status=$(http --check-status --ignore-stdin GET "$status_url" \
        'Authorization:Bearer '"${REPLICATE_API_TOKEN:?}" \
        'Content-Type:application/json' \
        'Prefer:wait' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["status"]' <<< "$status")" in
        'succeeded') break ;;
        'failed'|'canceled') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 1
done
result="$status"
http --check-status --ignore-stdin --download --output 'video.mp4' GET "$(jq -r '.["output"] | if type == "array" then .[0] else . end' <<< "$result")" \
    || { rm -f 'video.mp4'; exit 1; }
