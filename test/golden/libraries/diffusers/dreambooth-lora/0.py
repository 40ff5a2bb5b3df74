import torch
from diffusers import DiffusionPipeline

# The LoRA weights of this repository load on top of its base model
pipe = DiffusionPipeline.from_pretrained("black-forest-labs/FLUX.1-dev", torch_dtype=torch.bfloat16).to("cuda")
pipe.load_lora_weights("multimodalart/flux-tarot-v1")

prompt = "in the style of TOK a trtcrd tarot style"
image = pipe(prompt).images[0]
image.save("image.png")
