# Load the model and its preprocessing class directly
from transformers import AutoTokenizer, AutoModel

# The model's own class is modeling_xlm_roberta.XLMRobertaModel, loaded through the auto class below.

tokenizer = AutoTokenizer.from_pretrained("jinaai/jina-embeddings-v3", trust_remote_code=True)
model = AutoModel.from_pretrained("jinaai/jina-embeddings-v3", trust_remote_code=True)
