# Sends the image file's bytes; the JSON answer is printed.
http --check-status POST 'https://router.huggingface.co/hf-inference/models/google/vit-base-patch16-224' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:image/jpeg' \
    < 'cats.jpg'
