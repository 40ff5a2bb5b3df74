import torch
from diffusers import DiffusionPipeline
from diffusers.utils import export_to_video, load_image

# The LoRA weights of this repository load on top of its base model
pipe = DiffusionPipeline.from_pretrained("Wan-AI/Wan2.1-I2V-14B-480P-Diffusers", torch_dtype=torch.bfloat16).to("cuda")
pipe.load_lora_weights("Remade-AI/Squish")

prompt = "sq41sh squish effect"
first_frame = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/astronaut.jpg")
frames = pipe(image=first_frame, prompt=prompt).frames[0]
export_to_video(frames, "video.mp4")
