# A pipeline does the pre- and post-processing for this task
# transformers v5 removed the translation pipeline: this runs on v4
# pip install "transformers<5"
from transformers import pipeline

pipe = pipeline("translation", model="facebook/mbart-large-50-many-to-many-mmt")
print(pipe("The new release fixed every bug I reported, and it runs twice as fast."))
