# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("translation", model="google-t5/t5-small")
print(pipe("My name is Wolfgang and I live in Berlin"))
