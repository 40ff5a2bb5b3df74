# A pipeline does the pre- and post-processing for this task
# Chosen from the model's task (pipeline_tag): the record carries no transformersInfo
from transformers import pipeline

# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
pipe = pipeline("image-text-to-text", model="Qwen/Qwen3-VL-8B-Instruct", dtype="auto", device_map="auto")
messages = [
    {
        "role": "user",
        "content": [
            {"type": "image", "url": "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/p-blog/candy.JPG"},
            {"type": "text", "text": "What is shown in this picture?"},
        ],
    },
]
print(pipe(text=messages, max_new_tokens=40))
