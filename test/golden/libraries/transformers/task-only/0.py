# A pipeline does the pre- and post-processing for this task
# Chosen from the model's task (pipeline_tag): the record carries no transformersInfo
from transformers import pipeline

# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
pipe = pipeline("text-generation", model="acme-research/raw-checkpoint", dtype="auto", device_map="auto")
print(pipe("The lighthouse keeper climbed the stairs one last time and", max_new_tokens=40))
