# pip install setfit
from setfit import SetFitModel

model = SetFitModel.from_pretrained("SetFit/distilbert-base-uncased__sst2__train-16-0")
predictions = model.predict(["I loved the spiderman movie!", "Pineapple on pizza is the worst 🤮"])
print(predictions)
