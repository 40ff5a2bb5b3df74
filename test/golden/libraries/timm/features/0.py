# pip install timm
import timm
import torch
from PIL import Image

model = timm.create_model("hf-hub:timm/vit_small_patch14_dinov2.lvd142m", pretrained=True)
model.eval()

config = timm.data.resolve_model_data_config(model)
transform = timm.data.create_transform(**config, is_training=False)
image = Image.open("photo.jpg").convert("RGB")
with torch.no_grad():
    features = model.forward_features(transform(image).unsqueeze(0))
    embedding = model.forward_head(features, pre_logits=True)
print(embedding.shape)
