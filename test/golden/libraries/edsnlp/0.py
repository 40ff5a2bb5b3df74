# pip install edsnlp
import edsnlp

nlp = edsnlp.load("AP-HP/eds-pseudo-public")
doc = nlp("Le patient présente une hypertension artérielle depuis 2010.")
print(doc.ents)
