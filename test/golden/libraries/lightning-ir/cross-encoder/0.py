# pip install lightning-ir
from lightning_ir import CrossEncoderModule

model = CrossEncoderModule("webis/monoelectra-base")
scores = model.score("what is information retrieval?", [
    "Information retrieval finds relevant documents for a query.",
    "The Eiffel Tower is in Paris.",
])
print(scores)
