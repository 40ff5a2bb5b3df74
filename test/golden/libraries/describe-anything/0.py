# pip install git+https://github.com/NVlabs/describe-anything
from dam import DescribeAnythingModel
from huggingface_hub import snapshot_download

checkpoint_dir = snapshot_download("nvidia/DAM-3B", local_dir="checkpoints")
dam = DescribeAnythingModel(model_path=checkpoint_dir, conv_mode="v1", prompt_mode="focal_prompt")
