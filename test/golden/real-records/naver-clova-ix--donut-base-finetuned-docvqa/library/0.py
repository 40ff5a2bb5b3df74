# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("document-question-answering", model="naver-clova-ix/donut-base-finetuned-docvqa")
