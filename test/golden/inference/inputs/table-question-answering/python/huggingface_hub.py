import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

# Asks a question about a table (columns of cells).
result = client.table_question_answering(
    query="How many?",
    table={
        "n": ["1"]
    },
    model="acme/model-x",
)

print(result)
