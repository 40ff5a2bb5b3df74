# pip install cartesia-mlx
import cartesia_mlx as cmx
import mlx.core as mx

model = cmx.from_pretrained("cartesia-ai/Rene-v0.1-1.3b-4bit-mlx")
model.set_dtype(mx.float32)

for piece in model.generate("Rene Descartes was", max_tokens=200, top_p=0.99, temperature=0.85):
    print(piece, end="", flush=True)
