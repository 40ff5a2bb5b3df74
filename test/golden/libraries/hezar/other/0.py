# pip install hezar
from hezar.models import Model

model = Model.load("hezarai/crnn-fa-printed-96-long")
# predict() takes the kind of input the model was trained on: text, an image path, audio…
# outputs = model.predict(inputs)
