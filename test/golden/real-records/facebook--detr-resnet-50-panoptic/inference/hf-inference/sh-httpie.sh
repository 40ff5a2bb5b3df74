# Sends the image file's bytes; the JSON answer is printed.
http --check-status POST 'https://router.huggingface.co/hf-inference/models/facebook/detr-resnet-50-panoptic' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:image/jpeg' \
    < 'cats.jpg'
