# Load the model and its preprocessing class directly
from transformers import AutoTokenizer, AutoModel

tokenizer = AutoTokenizer.from_pretrained("acme-research/encoder-experiment")
model = AutoModel.from_pretrained("acme-research/encoder-experiment")
