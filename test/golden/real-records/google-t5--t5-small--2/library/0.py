# A pipeline does the pre- and post-processing for this task
# transformers v5 removed the translation pipeline: this runs on v4
# pip install "transformers<5"
from transformers import pipeline

pipe = pipeline("translation", model="google-t5/t5-small")
print(pipe("My name is Wolfgang and I live in Berlin"))
