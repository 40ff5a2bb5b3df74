# pip install transformers torch torchvision timm kornia einops
import torch
from PIL import Image
from torchvision import transforms
from transformers import AutoModelForImageSegmentation

model = AutoModelForImageSegmentation.from_pretrained("ZhengPeng7/BiRefNet", trust_remote_code=True)
model.eval()

prepare = transforms.Compose([
    transforms.Resize((1024, 1024)),
    transforms.ToTensor(),
    transforms.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]),
])
image = Image.open("photo.jpg").convert("RGB")
with torch.no_grad():
    mask = model(prepare(image).unsqueeze(0))[-1].sigmoid()[0, 0]
alpha = transforms.ToPILImage()(mask).resize(image.size)
image.putalpha(alpha)
image.save("foreground.png")
