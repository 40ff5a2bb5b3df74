# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("question-answering", model="deepset/roberta-base-squad2")
print(pipe(question="Where do I live?", context="My name is Wolfgang and I live in Berlin"))
