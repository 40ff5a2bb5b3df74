# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("text-generation", model="meta-llama/Meta-Llama-3-8B-Instruct")
messages = [
    {"role": "user", "content": "Write a short poem about the sea."},
]
print(pipe(messages, max_new_tokens=40))
