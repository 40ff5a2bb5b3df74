# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("visual-question-answering", model="dandelin/vilt-b32-finetuned-vqa")
