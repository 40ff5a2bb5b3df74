import torch
from diffusers import DiffusionPipeline

# Use "mps" on Apple silicon, or drop .to("cuda") to run on the CPU
pipe = DiffusionPipeline.from_pretrained("CompVis/stable-diffusion-v1-4", torch_dtype=torch.bfloat16).to("cuda")

prompt = "A high tech solarpunk utopia in the Amazon rainforest"
image = pipe(prompt).images[0]
image.save("image.png")
