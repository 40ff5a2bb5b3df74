import torch
from diffusers import DiffusionPipeline

# The LoRA weights of this repository load on top of its base model
pipe = DiffusionPipeline.from_pretrained("stabilityai/stable-diffusion-xl-base-1.0", torch_dtype=torch.bfloat16).to("cuda")
pipe.load_lora_weights("alvdansen/littletinies")

prompt = "a girl wandering through the forest"
image = pipe(prompt).images[0]
image.save("image.png")
