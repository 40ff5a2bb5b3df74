# Install 3DTopia-XL from https://github.com/3DTopia/3DTopia-XL
from threedtopia_xl.models import threedtopia_xl

model = threedtopia_xl.from_pretrained("FrozenBurning/3DTopia-XL")
model.generate(cond="object.png")  # the image of the object to turn into a 3D asset
