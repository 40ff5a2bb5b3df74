# Sends the prompt; the image is written to a file.
job=$(curl 'https://router.huggingface.co/zai-org/api/paas/v4/async/images/generations' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -H 'x-source-channel: hugging_face' \
    -H 'accept-language: en-US,en' \
    -d '{
        "num_inference_steps": 5,
        "model": "provider-org/provider-model",
        "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour."
    }' \
    -sS --fail-with-body) || { echo "$job" >&2; exit 1; }
status_url='https://router.huggingface.co/zai-org/api/paas/v4/async-result/'"$(jq -r '.["id"] | @uri' <<< "$job")"
while true; do
    status=$(curl -sS --fail-with-body "$status_url" \
        -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
        -H 'Content-Type: application/json' \
        -H 'x-source-channel: hugging_face' \
        -H 'accept-language: en-US,en' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["task_status"]' <<< "$status")" in
        'SUCCESS') break ;;
        'FAIL') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 5
done
result="$status"
curl -sSf -o 'image.png' "$(jq -r '.["image_result"][0]["url"]' <<< "$result")"
