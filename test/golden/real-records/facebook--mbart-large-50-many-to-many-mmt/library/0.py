# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("translation", model="facebook/mbart-large-50-many-to-many-mmt")
print(pipe("The new release fixed every bug I reported, and it runs twice as fast."))
