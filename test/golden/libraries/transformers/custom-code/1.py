# Load the model and its preprocessing class directly
from transformers import AutoTokenizer, AutoModel

# The model's own class is modeling_xlm_roberta.XLMRobertaModel, loaded through the auto class below.

tokenizer = AutoTokenizer.from_pretrained("jinaai/jina-embeddings-v3", trust_remote_code=True)
# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
model = AutoModel.from_pretrained("jinaai/jina-embeddings-v3", dtype="auto", device_map="auto", trust_remote_code=True)
