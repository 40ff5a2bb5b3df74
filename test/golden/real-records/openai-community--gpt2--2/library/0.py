# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
pipe = pipeline("text-generation", model="openai-community/gpt2", dtype="auto", device_map="auto")
print(pipe("My name is Julien and I like to", max_new_tokens=40))
