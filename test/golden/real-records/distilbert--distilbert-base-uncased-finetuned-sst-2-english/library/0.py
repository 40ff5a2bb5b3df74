# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("text-classification", model="distilbert/distilbert-base-uncased-finetuned-sst-2-english")
print(pipe("I like you. I love you"))
