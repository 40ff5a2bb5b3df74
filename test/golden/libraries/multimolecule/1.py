# pip install multimolecule
import multimolecule  # registers the models with transformers
from transformers import AutoModel, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("multimolecule/rnafm")
model = AutoModel.from_pretrained("multimolecule/rnafm")
inputs = tokenizer("UAGCUUAUCAGACUGAUGUUGA", return_tensors="pt")
outputs = model(**inputs)
print(outputs.last_hidden_state.shape)
