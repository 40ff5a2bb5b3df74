# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
pipe = pipeline("text-generation", model="microsoft/DialoGPT-small", dtype="auto", device_map="auto")
messages = [
    {"role": "user", "content": "Write a short poem about the sea."},
]
print(pipe(messages, max_new_tokens=40))
