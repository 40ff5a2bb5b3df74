# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("text-generation", model="openai-community/gpt2")
print(pipe("My name is Julien and I like to", max_new_tokens=40))
