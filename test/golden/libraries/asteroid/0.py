# pip install asteroid
from asteroid.models import BaseModel

model = BaseModel.from_pretrained("JorisCos/ConvTasNet_Libri2Mix_sepclean_16k")
# Separates the sources of a mixture; the estimates are written next to the file.
model.separate("mixture.wav")
