import torch
from diffusers import DiffusionPipeline
from diffusers.utils import export_to_video

pipe = DiffusionPipeline.from_pretrained("Wan-AI/Wan2.1-T2V-1.3B-Diffusers", torch_dtype=torch.bfloat16).to("cuda")

prompt = "A lighthouse on a rocky coast at dawn, soft golden light, detailed"
frames = pipe(prompt=prompt).frames[0]
export_to_video(frames, "video.mp4")
