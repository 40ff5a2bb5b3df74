# Sends the image and the prompt; the edited image is written to a file.
cat_b64=$(base64 < 'cat.png' | tr -d '\n')

http --check-status --ignore-stdin --download --output 'image.png' POST 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    'Authorization:Bearer '"$HF_TOKEN" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": "'"$cat_b64"'",
        "parameters": {
            "prompt": "Give the cat a tiny knitted scarf."
        }
    }' || { rm -f 'image.png'; exit 1; }
