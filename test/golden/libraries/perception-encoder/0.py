# git clone https://github.com/facebookresearch/perception_models and install it (pip install -e .)
import core.vision_encoder.pe as pe

repo_id = "facebook/PE-Core-L14-336"
config_name = repo_id.split("/")[-1]  # e.g. "PE-Core-L14-336"; the weights come from the Hub
if config_name.startswith("PE-Core"):
    # PE-Core checkpoints are CLIP models: an image encoder and a text encoder.
    model = pe.CLIP.from_config(config_name, pretrained=True)
else:
    model = pe.VisionTransformer.from_config(config_name, pretrained=True)
model.eval()
