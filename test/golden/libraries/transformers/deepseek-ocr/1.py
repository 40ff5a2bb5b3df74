# Load the model and its preprocessing class directly
from transformers import AutoProcessor, AutoModel

# The model's own class is modeling_deepseekocr.DeepseekOCRForCausalLM, loaded through the auto class below.

processor = AutoProcessor.from_pretrained("deepseek-ai/DeepSeek-OCR", trust_remote_code=True)
# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
model = AutoModel.from_pretrained("deepseek-ai/DeepSeek-OCR", dtype="auto", device_map="auto", trust_remote_code=True)
