# pip install "gaussianformer @ git+https://github.com/SVLwoof/gaussianformer" (Linux, NVIDIA GPU,
# and the Flash Attention wheel that matches your torch build)
import torch
from gaussianformer import GaussianFormerRenderingPipeline, load_ply
from gaussianformer.utils.cameras import orbit

pipeline = GaussianFormerRenderingPipeline.from_pretrained("shahafvl/gaussianformer").to("cuda")
gaussians = load_ply("object.ply", up="z")  # a 3D Gaussian Splatting file; "up" is its up axis
cameras = torch.from_numpy(orbit(8, 1.7))  # 8 camera-to-world matrices around the object
images = pipeline(gaussians, cameras, fov=45.0)  # (8, 512, 512, 3)
