# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("zero-shot-image-classification", model="openai/clip-vit-base-patch32")
print(pipe(
    "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg",
    candidate_labels=["animals", "humans", "landscape"],
))
