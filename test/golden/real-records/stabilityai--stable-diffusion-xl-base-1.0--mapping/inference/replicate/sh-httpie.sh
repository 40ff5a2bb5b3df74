# Sends the prompt; the image is written to a file.
job=$(http --check-status --ignore-stdin POST 'https://router.huggingface.co/replicate/v1/predictions' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    'Prefer:wait' \
    --raw '{
        "input": {
            "num_inference_steps": 5,
            "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour."
        },
        "version": "7762fd07cf82c948538e41f63f77d685e02b063e37e496e96eefd46c929f9bdc"
    }') || { echo "$job" >&2; exit 1; }
status_url='https://router.huggingface.co/replicate'"$(jq -r '.["urls"]["get"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"
while true; do
    status=$(http --check-status --ignore-stdin GET "$status_url" \
        'Authorization:Bearer '"${HF_TOKEN:?}" \
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
http --check-status --ignore-stdin --download --output 'image.png' GET "$(jq -r '.["output"] | if type == "array" then .[0] else . end' <<< "$result")" \
    || { rm -f 'image.png'; exit 1; }
