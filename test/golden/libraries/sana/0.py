# git clone https://github.com/NVlabs/Sana, install it, and run this from its folder
import torch
from app.sana_pipeline import SanaPipeline
from torchvision.utils import save_image

# The config must match the checkpoint's size and resolution (see configs/sana_config/).
sana = SanaPipeline("configs/sana_config/1024ms/Sana_1600M_img1024.yaml")
sana.from_pretrained("hf://Efficient-Large-Model/Sana_1600M_1024px")

image = sana(
    prompt="a cyberpunk cat holding a neon sign",
    height=1024,
    width=1024,
    guidance_scale=5.0,
    pag_guidance_scale=2.0,
    num_inference_steps=18,
    generator=torch.Generator(device="cuda").manual_seed(42),
)
save_image(image, "sana.png", nrow=1, normalize=True, value_range=(-1, 1))
