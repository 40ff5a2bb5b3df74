import torch
from diffusers import DiffusionPipeline

# Use "mps" on Apple silicon, or drop .to("cuda") to run on the CPU
pipe = DiffusionPipeline.from_pretrained("stabilityai/stable-diffusion-xl-base-1.0", torch_dtype=torch.bfloat16).to("cuda")

prompt = "An astronaut riding a green horse"
image = pipe(prompt).images[0]
image.save("image.png")
