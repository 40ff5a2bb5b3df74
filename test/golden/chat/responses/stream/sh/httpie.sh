# Streams the Responses API's events and prints the answer's text deltas as they arrive.
# https://huggingface.co/docs/inference-providers/guides/responses-api
set -o pipefail
payload='{
        "model": "acme/model-x:hf-inference",
        "input": [
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        "stream": true
    }'
events=$(mktemp)
trap 'rm -f "$events"' EXIT

# Streams one answer to the payload (standard input, so no size limit) and keeps its events in
# "$events", printing the text as it arrives; on an HTTP error it prints the answer to
# standard error and fails.
stream() {
    http --check-status --stream POST 'https://router.huggingface.co/v1/responses' \
        'Authorization:Bearer '"${HF_TOKEN:?}" \
        'Content-Type:application/json' \
        | tee "$events" | while IFS= read -r line || [ -n "$line" ]; do
        case "$line" in
            "data: [DONE]"* | event:* | "") ;;
            data:*) jq -j 'select(.type == "response.output_text.delta") | .delta' <<< "${line#data:}" ;;
            *) printf '%s\n' "$line" >&2 ;;
        esac
    done
}

# The JSON events of the last answer, one per line.
event_lines() {
    sed -n '/^data: *\[DONE\]/d; s/^data: *//p' "$events"
}

stream <<< "$payload" || exit 1
echo
