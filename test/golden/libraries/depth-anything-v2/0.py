# git clone https://github.com/DepthAnything/Depth-Anything-V2 and run this from its folder
import cv2
import torch
from huggingface_hub import hf_hub_download, list_repo_files
from depth_anything_v2.dpt import DepthAnythingV2

repo_id = "depth-anything/Depth-Anything-V2-Large"
# The checkpoint's name ends with its encoder size: depth_anything_v2_vits.pth, …_vitb, …_vitl, …_vitg.
checkpoint = next(name for name in list_repo_files(repo_id) if name.endswith(".pth"))
encoder = checkpoint.removesuffix(".pth").rsplit("_", 1)[-1]
settings = {
    "vits": {"features": 64, "out_channels": [48, 96, 192, 384]},
    "vitb": {"features": 128, "out_channels": [96, 192, 384, 768]},
    "vitl": {"features": 256, "out_channels": [256, 512, 1024, 1024]},
    "vitg": {"features": 384, "out_channels": [1536, 1536, 1536, 1536]},
}[encoder]

model = DepthAnythingV2(encoder=encoder, **settings)
model.load_state_dict(torch.load(hf_hub_download(repo_id, checkpoint), map_location="cpu"))
model.eval()

image = cv2.imread("photo.jpg")
depth = model.infer_image(image)  # a height × width numpy array of relative depth
