import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    api_key=os.environ["HF_TOKEN"],
)

# Asks a question about a document image.
result = client.document_question_answering(
    image="cat.png",
    question="What colour is the cat?",
    model="naver-clova-ix/donut-base-finetuned-docvqa",
)

print(result)
