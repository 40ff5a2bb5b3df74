import torch
from diffusers import AutoPipelineForInpainting
from diffusers.utils import load_image

pipe = AutoPipelineForInpainting.from_pretrained("diffusers/stable-diffusion-xl-1.0-inpainting-0.1", torch_dtype=torch.float16).to("cuda")

# White pixels of the mask are repainted, black ones kept
image = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/inpaint.png")
mask = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/inpaint_mask.png")
prompt = "A lighthouse on a rocky coast at dawn, soft golden light, detailed"
result = pipe(
    prompt=prompt,
    image=image,
    mask_image=mask,
    guidance_scale=8,
    num_inference_steps=20,
).images[0]
result.save("image.png")
