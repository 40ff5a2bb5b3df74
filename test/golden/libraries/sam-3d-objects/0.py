# git clone https://github.com/facebookresearch/sam-3d-objects and run this from its notebook/ folder
from huggingface_hub import snapshot_download
from inference import Inference, load_image, load_single_mask

checkpoint_dir = snapshot_download("facebook/sam-3d-objects")
inference = Inference(f"{checkpoint_dir}/pipeline.yaml", compile=False)

image = load_image("photo.png")
mask = load_single_mask("masks", index=0)  # the object's mask, from a folder of mask images
output = inference(image, mask, seed=42)
output["gs"].save_ply("object.ply")  # the object as a Gaussian splat
