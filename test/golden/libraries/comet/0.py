# pip install unbabel-comet
from comet import download_model, load_from_checkpoint

model = load_from_checkpoint(download_model("Unbabel/wmt22-comet-da"))
# Each item: the source sentence, the machine translation and (for reference-based models) a reference.
data = [
    {"src": "Der Hund bellt laut.", "mt": "The dog is barking loudly.", "ref": "The dog barks loudly."},
    {"src": "Ich habe keine Zeit.", "mt": "I have no weather.", "ref": "I don't have time."},
]
output = model.predict(data, batch_size=8, gpus=0)
print(output.scores, output.system_score)
