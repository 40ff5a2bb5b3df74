# pip install -U sentence-transformers
from sentence_transformers import CrossEncoder

model = CrossEncoder("cross-encoder/ms-marco-MiniLM-L6-v2")
query = "How many people live in Berlin?"
passages = [
    "Berlin has a population of about 3.7 million registered inhabitants.",
    "Berlin is well known for its museums.",
    "Paris is the capital of France.",
]
scores = model.predict([(query, passage) for passage in passages])
print(scores)
