# git clone https://github.com/facebookresearch/sam-3d-objects and run this from its notebook/ folder
from huggingface_hub import hf_hub_download, snapshot_download
from inference import Inference, load_image, load_single_mask

snapshot_download("facebook/sam-3d-objects", allow_patterns=["checkpoints/*"])  # the weights the pipeline file names
config = hf_hub_download("facebook/sam-3d-objects", "checkpoints/pipeline.yaml")
inference = Inference(config, compile=False)

image = load_image("photo.png")
mask = load_single_mask("masks", index=0)  # the object's mask, from a folder of mask images
output = inference(image, mask, seed=42)
output["gs"].save_ply("object.ply")  # the object as a Gaussian splat
