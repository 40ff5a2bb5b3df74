import torch
from diffusers import DiffusionPipeline
from diffusers.utils import load_image

# Use "mps" on Apple silicon, or drop .to("cuda") to run on the CPU
pipe = DiffusionPipeline.from_pretrained("black-forest-labs/FLUX.1-Kontext-dev", torch_dtype=torch.bfloat16).to("cuda")

# The model edits this picture as the prompt asks
input_image = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/cat.png")
prompt = "Turn the cat into a watercolour painting, keeping its pose"
image = pipe(image=input_image, prompt=prompt).images[0]
image.save("image.png")
