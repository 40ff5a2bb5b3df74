import torch
from diffusers import DiffusionPipeline
from diffusers.utils import export_to_video, load_image

pipe = DiffusionPipeline.from_pretrained("Wan-AI/Wan2.1-I2V-14B-480P-Diffusers", torch_dtype=torch.bfloat16).to("cuda")

prompt = "The astronaut waves at the camera"
first_frame = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/astronaut.jpg")
frames = pipe(image=first_frame, prompt=prompt).frames[0]
export_to_video(frames, "video.mp4")
