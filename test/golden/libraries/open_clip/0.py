# pip install open_clip_torch
import open_clip
import torch
from PIL import Image

model, _, preprocess = open_clip.create_model_and_transforms("hf-hub:laion/CLIP-ViT-B-32-laion2B-s34B-b79K")
tokenizer = open_clip.get_tokenizer("hf-hub:laion/CLIP-ViT-B-32-laion2B-s34B-b79K")
model.eval()

image = preprocess(Image.open("photo.jpg")).unsqueeze(0)
labels = ["a dog", "a cat", "a bicycle"]
with torch.no_grad():
    image_features = model.encode_image(image)
    text_features = model.encode_text(tokenizer(labels))
    image_features /= image_features.norm(dim=-1, keepdim=True)
    text_features /= text_features.norm(dim=-1, keepdim=True)
    probabilities = (100.0 * image_features @ text_features.T).softmax(dim=-1)
print(dict(zip(labels, probabilities[0].tolist())))
