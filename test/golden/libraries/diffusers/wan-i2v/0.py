import torch
from diffusers import DiffusionPipeline
from diffusers.utils import export_to_video, load_image

# Use "mps" on Apple silicon, or drop .to("cuda") to run on the CPU
pipe = DiffusionPipeline.from_pretrained("Wan-AI/Wan2.1-I2V-14B-720P-Diffusers", torch_dtype=torch.bfloat16).to("cuda")

# The video starts from this picture and moves as the prompt describes
first_frame = load_image("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/astronaut.jpg")
prompt = "The astronaut floats towards the camera"
frames = pipe(image=first_frame, prompt=prompt).frames[0]
export_to_video(frames, "video.mp4")
