# pip install -U sentence-transformers
from sentence_transformers import SentenceTransformer

model = SentenceTransformer("sentence-transformers/paraphrase-albert-small-v2")
query = "That is a happy person"
sentences = ["That is a happy dog", "That is a very happy person", "Today is a sunny day"]
query_embedding = model.encode([query])
embeddings = model.encode(sentences)
print(model.similarity(query_embedding, embeddings))
