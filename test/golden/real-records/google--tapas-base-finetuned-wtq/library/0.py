# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("table-question-answering", model="google/tapas-base-finetuned-wtq")
