# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("token-classification", model="dbmdz/bert-large-cased-finetuned-conll03-english")
print(pipe("My name is Wolfgang and I live in Berlin"))
