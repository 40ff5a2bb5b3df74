import torch
from diffusers import DiffusionPipeline

# The learned embedding of this repository loads into its base model
pipe = DiffusionPipeline.from_pretrained("runwayml/stable-diffusion-v1-5", torch_dtype=torch.float16).to("cuda")
pipe.load_textual_inversion("sd-concepts-library/cat-toy")

prompt = "a <cat-toy> sitting on a bench"
image = pipe(prompt).images[0]
image.save("image.png")
