# pip install huggingface_hub fastai
from huggingface_hub import from_pretrained_fastai

learner = from_pretrained_fastai("fastai/fastbook_02_bears_classifier")
# learner.predict(item) runs the model on one input of the kind it was trained on
