# pip install lightning-ir
from lightning_ir import BiEncoderModule

model = BiEncoderModule("webis/bert-bi-encoder")
scores = model.score("what is information retrieval?", [
    "Information retrieval finds relevant documents for a query.",
    "The Eiffel Tower is in Paris.",
])
print(scores)
