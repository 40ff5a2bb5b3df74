# Sends the prompt; the image is written to a file.
job=$(curl 'https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev/predictions' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -H 'Prefer: wait' \
    -d '{
        "input": {
            "num_inference_steps": 5,
            "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour."
        }
    }' \
    -sS --fail-with-body) || { echo "$job" >&2; exit 1; }
status_url='https://router.huggingface.co/replicate'"$(jq -r '.["urls"]["get"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"
while true; do
    status=$(curl -sS --fail-with-body "$status_url" \
        -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
        -H 'Content-Type: application/json' \
        -H 'Prefer: wait' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["status"]' <<< "$status")" in
        'succeeded') break ;;
        'failed'|'canceled') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 1
done
result="$status"
curl -sSf -o 'image.png' "$(jq -r '.["output"] | if type == "array" then .[0] else . end' <<< "$result")"
