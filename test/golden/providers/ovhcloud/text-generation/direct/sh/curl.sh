# Sends the text as JSON; the JSON answer is printed.
curl 'https://oai.endpoints.kepler.ai.cloud.ovh.net/v1/completions' \
    -X POST \
    -H 'Authorization: Bearer '"$OVH_AI_ENDPOINTS_ACCESS_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "provider-org/provider-model",
        "prompt": "Suggest three names for a bakery that only sells sourdough bread."
    }'
