# Streams the Responses API's events (-N: no buffering); the answer's text comes in the
# "response.output_text.delta" events.
# https://huggingface.co/docs/inference-providers/guides/responses-api
curl 'https://router.huggingface.co/v1/responses' \
    -X POST \
    -N \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "acme/model-x:hf-inference",
        "instructions": "Reply with a JSON recipe.",
        "input": [
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        "text": {
            "format": {
                "type": "json_object"
            }
        },
        "stream": true
    }' \
    --fail-with-body
