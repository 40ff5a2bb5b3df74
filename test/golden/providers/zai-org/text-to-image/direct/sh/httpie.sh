# Sends the prompt; the image is written to a file.
job=$(http --check-status --ignore-stdin POST 'https://api.z.ai/api/paas/v4/async/images/generations' \
    'Authorization:Bearer '"${ZAI_API_KEY:?}" \
    'Content-Type:application/json' \
    'x-source-channel:hugging_face' \
    'accept-language:en-US,en' \
    --raw '{
        "num_inference_steps": 5,
        "model": "provider-org/provider-model",
        "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour."
    }') || { echo "$job" >&2; exit 1; }
status_url='https://api.z.ai/api/paas/v4/async-result/'"$(jq -r '.["id"] | @uri' <<< "$job")"
while true; do
    status=$(http --check-status --ignore-stdin GET "$status_url" \
        'Authorization:Bearer '"${ZAI_API_KEY:?}" \
        'Content-Type:application/json' \
        'x-source-channel:hugging_face' \
        'accept-language:en-US,en' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["task_status"]' <<< "$status")" in
        'SUCCESS') break ;;
        'FAIL') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 5
done
result="$status"
http --check-status --ignore-stdin --download --output 'image.png' GET "$(jq -r '.["image_result"][0]["url"]' <<< "$result")" \
    || { rm -f 'image.png'; exit 1; }
