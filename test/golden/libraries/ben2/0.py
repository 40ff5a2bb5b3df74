# pip install git+https://github.com/PramaLLC/BEN2.git
import torch
from PIL import Image
from ben2 import AutoModel

device = "cuda" if torch.cuda.is_available() else "cpu"
model = AutoModel.from_pretrained("PramaLLC/BEN2")
model.to(device).eval()

image = Image.open("photo.jpg")
foreground = model.inference(image)  # an RGBA image with the background removed
foreground.save("foreground.png")
