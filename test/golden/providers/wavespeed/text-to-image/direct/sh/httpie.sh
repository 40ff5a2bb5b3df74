# Sends the prompt; the image is written to a file.
job=$(http --check-status --ignore-stdin POST 'https://api.wavespeed.ai/api/v3/provider-org/provider-model' \
    'Authorization:Bearer '"${WAVESPEED_API_KEY:?}" \
    'Content-Type:application/json' \
    --raw '{
        "num_inference_steps": 5,
        "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour."
    }') || { echo "$job" >&2; exit 1; }
status_url='https://api.wavespeed.ai'"$(jq -r '.["data"]["urls"]["get"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"
while true; do
    status=$(http --check-status --ignore-stdin GET "$status_url" \
        'Authorization:Bearer '"${WAVESPEED_API_KEY:?}" \
        'Content-Type:application/json' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["data"]["status"]' <<< "$status")" in
        'completed') break ;;
        'failed') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 0.5
done
result="$status"
http --check-status --ignore-stdin --download --output 'image.png' GET "$(jq -r '.["data"]["outputs"][0]' <<< "$result")" \
    || { rm -f 'image.png'; exit 1; }
