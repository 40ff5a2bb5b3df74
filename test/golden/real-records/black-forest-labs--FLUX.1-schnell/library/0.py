import torch
from diffusers import DiffusionPipeline

# Use "mps" on Apple silicon, or drop .to("cuda") to run on the CPU
pipe = DiffusionPipeline.from_pretrained("black-forest-labs/FLUX.1-schnell", torch_dtype=torch.bfloat16).to("cuda")

prompt = "A lighthouse on a rocky coast at dawn, soft golden light, detailed"
image = pipe(prompt).images[0]
image.save("image.png")
