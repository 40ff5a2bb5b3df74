import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    api_key=os.environ["HF_TOKEN"],
)

# Sends the text and prints the model's answer.
result = client.sentence_similarity(
    "The cat is sleeping on the sofa.",
    other_sentences=[
        "A kitten naps on the couch.",
        "The dog is barking at the mail carrier.",
        "Stock prices fell sharply this morning."
    ],
    model="sentence-transformers/paraphrase-xlm-r-multilingual-v1",
)

print(result)
