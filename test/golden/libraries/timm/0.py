# pip install timm
import timm
import torch
from PIL import Image

model = timm.create_model("hf-hub:timm/vit_base_patch16_224.augreg2_in21k_ft_in1k", pretrained=True)
model.eval()

config = timm.data.resolve_model_data_config(model)
transform = timm.data.create_transform(**config, is_training=False)
image = Image.open("photo.jpg").convert("RGB")
with torch.no_grad():
    logits = model(transform(image).unsqueeze(0))
top5 = logits.softmax(dim=-1).topk(5)
print(top5.values, top5.indices)
