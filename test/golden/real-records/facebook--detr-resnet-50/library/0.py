# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("object-detection", model="facebook/detr-resnet-50")
print(pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg"))
