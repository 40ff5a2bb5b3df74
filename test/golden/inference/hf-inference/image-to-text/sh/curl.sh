# Sends the image file's bytes; the JSON answer is printed.
curl 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: image/jpeg' \
    --data-binary '@cats.jpg' \
    --fail-with-body
