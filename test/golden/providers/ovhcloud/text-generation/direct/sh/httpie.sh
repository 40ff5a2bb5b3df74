# Sends the text as JSON; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://oai.endpoints.kepler.ai.cloud.ovh.net/v1/completions' \
    'Authorization:Bearer '"$OVH_AI_ENDPOINTS_ACCESS_TOKEN" \
    'Content-Type:application/json' \
    --raw '{
        "model": "provider-org/provider-model",
        "prompt": "Suggest three names for a bakery that only sells sourdough bread."
    }'
