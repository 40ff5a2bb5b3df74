# pip install pruna
from pruna import PrunaModel

model = PrunaModel.from_pretrained("PrunaAI/FLUX.1-schnell-smashed")
image = model("A cosy reading nook with a large window, warm afternoon light").images[0]
image.save("image.png")
