import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    api_key=os.environ["HF_TOKEN"],
)

# Asks a question about a table (columns of cells).
result = client.table_question_answering(
    query="Which repository has the most contributors?",
    table={
        "Repository": ["model-atlas", "tiny-tokenizer", "vision-kit"],
        "Stars": ["1520", "830", "2210"],
        "Contributors": ["41", "12", "57"],
        "Programming language": ["TypeScript", "Rust", "Python"]
    },
    model="google/tapas-base-finetuned-wtq",
)

print(result)
