# pip install -U sentence-transformers
from sentence_transformers import SentenceTransformer

model = SentenceTransformer("nomic-ai/nomic-embed-text-v1.5", trust_remote_code=True)
query = "search_query: What is TSNE?"
sentences = [
    "search_document: t-SNE is a dimensionality reduction method.",
    "search_document: Amelia Earhart flew across the Atlantic."
]
query_embedding = model.encode([query])
embeddings = model.encode(sentences)
print(model.similarity(query_embedding, embeddings))
