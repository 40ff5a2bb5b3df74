# pip install fasttext huggingface_hub
import fasttext
from huggingface_hub import hf_hub_download

model = fasttext.load_model(hf_hub_download("facebook/fasttext-en-vectors", "model.bin"))
vector = model.get_word_vector("hello")
print(model.get_nearest_neighbors("hello", k=5))
