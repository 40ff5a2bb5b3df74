# pip install -U sentence-transformers
from sentence_transformers import SentenceTransformer

model = SentenceTransformer("sentence-transformers/all-MiniLM-L6-v2")
query = "A man is eating food."
sentences = [
    "A man is eating a piece of bread.",
    "The girl is carrying a baby.",
    "A man is riding a horse.",
]
query_embedding = model.encode([query])
embeddings = model.encode(sentences)
print(model.similarity(query_embedding, embeddings))
