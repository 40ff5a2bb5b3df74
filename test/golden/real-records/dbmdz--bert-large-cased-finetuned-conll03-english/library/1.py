# Load the model and its preprocessing class directly
from transformers import AutoTokenizer, AutoModelForTokenClassification

tokenizer = AutoTokenizer.from_pretrained("dbmdz/bert-large-cased-finetuned-conll03-english")
# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
model = AutoModelForTokenClassification.from_pretrained("dbmdz/bert-large-cased-finetuned-conll03-english", dtype="auto", device_map="auto")
