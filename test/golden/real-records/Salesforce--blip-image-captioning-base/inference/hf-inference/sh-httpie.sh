# Sends the image file's bytes; the JSON answer is printed.
http --check-status POST 'https://router.huggingface.co/hf-inference/models/Salesforce/blip-image-captioning-base' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:image/jpeg' \
    < 'cats.jpg'
