import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

# Asks a question about a passage of text.
result = client.question_answering(
    question="How tall is the lighthouse?",
    context="The lighthouse on the north cape was finished in 1902 and stands 38 metres tall.",
    model="acme/model-x",
)

print(result)
