# pip install hezar
from hezar.models import Model

model = Model.load("hezarai/bert-fa-sentiment-dksf")
# predict() takes the kind of input the model was trained on: text, an image path, audio…
print(model.predict(["این فیلم واقعا عالی بود"]))  # "this film was really great"
