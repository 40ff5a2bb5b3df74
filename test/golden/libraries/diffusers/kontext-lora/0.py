import torch
from diffusers import DiffusionPipeline
from diffusers.utils import load_image

# The LoRA weights of this repository load on top of its base model
pipe = DiffusionPipeline.from_pretrained("black-forest-labs/FLUX.1-Kontext-dev", torch_dtype=torch.bfloat16).to("cuda")
pipe.load_lora_weights("acme-art/kontext-ink-sketch-lora")

prompt = "Turn this into an ink sketch"
source = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/cat.png")
image = pipe(image=source, prompt=prompt).images[0]
image.save("image.png")
