# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("feature-extraction", model="jinaai/jina-embeddings-v3", trust_remote_code=True)
print(pipe("The new release fixed every bug I reported, and it runs twice as fast."))
