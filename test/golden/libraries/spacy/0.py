# pip install spacy huggingface_hub
import spacy
from huggingface_hub import snapshot_download

# The repository holds the packaged pipeline; load it from the downloaded folder.
nlp = spacy.load(snapshot_download("spacy/en_core_web_sm"))
doc = nlp("Apple is looking at buying a U.K. startup for $1 billion.")
for entity in doc.ents:
    print(entity.text, entity.label_)
