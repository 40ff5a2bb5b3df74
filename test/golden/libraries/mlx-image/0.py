# pip install mlx-image
from mlxim.model import create_model

repo_id = "mlx-vision/resnet18-mlxim"
# mlx-image names a model after its repository, without the "-mlxim" suffix:
# mlx-vision/resnet18-mlxim is create_model("resnet18"); the weights come from the Hub.
model = create_model(repo_id.split("/")[-1].removesuffix("-mlxim"))
model.eval()
