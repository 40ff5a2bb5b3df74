# pip install model2vec
from model2vec import StaticModel

model = StaticModel.from_pretrained("minishlab/potion-base-8M")
embeddings = model.encode(["Static embeddings are fast.", "They need no GPU."])
print(embeddings.shape)
