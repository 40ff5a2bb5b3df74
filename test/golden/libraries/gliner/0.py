# pip install gliner
from gliner import GLiNER

model = GLiNER.from_pretrained("urchade/gliner_multi-v2.1")
text = "Marie Curie was born in Warsaw and won the Nobel Prize in 1903 with Pierre Curie."
labels = ["person", "location", "award", "date"]
for entity in model.predict_entities(text, labels, threshold=0.5):
    print(entity["text"], "=>", entity["label"])
