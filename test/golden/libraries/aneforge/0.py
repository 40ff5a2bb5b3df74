# ANEForge runs models on the Apple Neural Engine without CoreML (Apple silicon, macOS 14+)
# pip install "aneforge[models]"
from aneforge.sentence_transformers import SentenceTransformer

model = SentenceTransformer("sentence-transformers/all-MiniLM-L6-v2")  # runs the encoder on the engine
embeddings = model.encode(["The Neural Engine runs networks at low power.", "Cats like to sleep in the sun."], normalize_embeddings=True)
print(embeddings @ embeddings.T)  # cosine similarities
