# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("fill-mask", model="google-bert/bert-base-uncased")
print(pipe("Paris is the [MASK] of France."))
