# pip install stanza
import stanza

repo_id = "stanfordnlp/stanza-en"
# Stanza's official repositories are named stanza-<language code>.
language = repo_id.split("stanza-")[-1]
stanza.download(language)
nlp = stanza.Pipeline(language)
doc = nlp("Barack Obama was born in Hawaii.")
print(doc)
