# pip install lightning-ir
from lightning_ir import BiEncoderModule, CrossEncoderModule

# Use the module that matches the model: BiEncoderModule or CrossEncoderModule.
model = BiEncoderModule("someone/ir-model")
scores = model.score("what is information retrieval?", [
    "Information retrieval finds relevant documents for a query.",
    "The Eiffel Tower is in Paris.",
])
print(scores)
