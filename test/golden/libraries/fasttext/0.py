# pip install fasttext huggingface_hub
import fasttext
from huggingface_hub import hf_hub_download

model = fasttext.load_model(hf_hub_download("facebook/fasttext-language-identification", "model.bin"))
labels, probabilities = model.predict("The quick brown fox jumps over the lazy dog.", k=3)
print(labels, probabilities)
