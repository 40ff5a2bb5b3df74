# Sends the text as JSON; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": "The city council met on Tuesday to discuss the new cycling plan. After three hours of debate, members agreed to add protected bike lanes on the four busiest streets, to be built over the next two years. Shop owners asked for loading zones to be kept, and the council promised to review the design with them before work starts in the spring."
    }'
