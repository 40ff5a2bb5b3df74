# git clone https://github.com/bytedance/LVFace and run this from its folder
from huggingface_hub import hf_hub_download, list_repo_files
from inference_onnx import LVFaceONNXInferencer

repo_id = "bytedance-research/LVFace"
onnx_file = next(name for name in list_repo_files(repo_id) if name.endswith(".onnx"))
inferencer = LVFaceONNXInferencer(hf_hub_download(repo_id, onnx_file), use_gpu=True)
embedding = inferencer.infer_from_image("face.jpg")
print(embedding.shape)
