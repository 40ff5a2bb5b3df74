# The repository holds ONNX weights only: optimum's ONNX Runtime classes load them
# pip install "optimum-onnx[onnxruntime]"
from transformers import AutoTokenizer
from optimum.onnxruntime import ORTModelForFeatureExtraction

tokenizer = AutoTokenizer.from_pretrained("Qdrant/bge-small-en-v1.5-onnx-Q")
model = ORTModelForFeatureExtraction.from_pretrained("Qdrant/bge-small-en-v1.5-onnx-Q", file_name="model_optimized.onnx")
