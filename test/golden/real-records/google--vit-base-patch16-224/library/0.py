# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("image-classification", model="google/vit-base-patch16-224")
print(pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg"))
