import torch
from diffusers import FluxFillPipeline
from diffusers.utils import load_image

pipe = FluxFillPipeline.from_pretrained("black-forest-labs/FLUX.1-Fill-dev", torch_dtype=torch.bfloat16).to("cuda")

# White pixels of the mask are repainted, black ones kept
image = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/inpaint.png")
mask = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/inpaint_mask.png")
prompt = "a white paper cup"
result = pipe(
    prompt=prompt,
    image=image,
    mask_image=mask,
    guidance_scale=30,
    num_inference_steps=50,
).images[0]
result.save("image.png")
