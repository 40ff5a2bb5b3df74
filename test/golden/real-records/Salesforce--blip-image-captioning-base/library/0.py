# A pipeline does the pre- and post-processing for this task
# transformers v5 removed the image-to-text pipeline: this runs on v4
# pip install "transformers<5"
from transformers import pipeline

pipe = pipeline("image-to-text", model="Salesforce/blip-image-captioning-base")
print(pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg"))
