# pip install "git+https://github.com/Google-Health/cxr-foundation.git#subdirectory=python"
from io import BytesIO

import requests
from PIL import Image
from clientside.clients import make_hugging_face_client

# A public-domain chest X-ray from Wikimedia Commons, as grayscale.
url = "https://upload.wikimedia.org/wikipedia/commons/c/c8/Chest_Xray_PA_3-8-2010.png"
response = requests.get(url, headers={"User-Agent": "cxr-foundation-example"})
image = Image.open(BytesIO(response.content)).convert("L")

client = make_hugging_face_client("cxr_model")
print(client.get_image_embeddings_from_images([image]))
