# pip install flair
from flair.data import Sentence
from flair.nn import Classifier

model = Classifier.load("flair/ner-english-ontonotes-large")
sentence = Sentence("George Washington went to Washington.")
model.predict(sentence)
print(sentence)
