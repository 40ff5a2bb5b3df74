# Load the model and its preprocessing class directly
from transformers import AutoTokenizer, AutoModel

tokenizer = AutoTokenizer.from_pretrained("acme-research/encoder-experiment")
# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
model = AutoModel.from_pretrained("acme-research/encoder-experiment", dtype="auto", device_map="auto")
