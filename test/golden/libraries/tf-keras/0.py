# pip install tf-keras huggingface_hub
from huggingface_hub import from_pretrained_keras

model = from_pretrained_keras("keras-io/ocr-for-captcha")
model.summary()
