# A pipeline does the pre- and post-processing for this task
# Chosen from the model's task (pipeline_tag): the record carries no transformersInfo
from transformers import pipeline

# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
pipe = pipeline("image-text-to-text", model="deepseek-ai/DeepSeek-OCR", dtype="auto", device_map="auto", trust_remote_code=True)
