# git clone https://github.com/buaacyw/MeshAnything, install its requirements (CUDA and
# flash-attention) and run this from its folder
from argparse import Namespace

from huggingface_hub import hf_hub_download, list_repo_files
from safetensors.torch import load_file
from MeshAnything.models.meshanything import MeshAnything

repo_id = "Yiwen-ntu/MeshAnything"
# The settings of the released 350m model (the defaults of the project's main.py).
settings = Namespace(llm="facebook/opt-350m", codebook_size=8192, codebook_dim=1024, n_max_triangles=800)
model = MeshAnything(settings)
checkpoint = next(name for name in list_repo_files(repo_id) if name.endswith(".pth"))
model.load_state_dict(load_file(hf_hub_download(repo_id, checkpoint)), strict=True)
model.to("cuda").eval()
# model(points) takes a batch of 4096 surface points with normals, shape (batch, 4096, 6), and
# returns the faces of the generated mesh; `python main.py --input_path mesh.obj --input_type mesh`
# runs the whole pipeline on a mesh file.
