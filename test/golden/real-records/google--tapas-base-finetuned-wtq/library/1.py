# Load the model and its preprocessing class directly
from transformers import AutoTokenizer, AutoModelForTableQuestionAnswering

tokenizer = AutoTokenizer.from_pretrained("google/tapas-base-finetuned-wtq")
# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
model = AutoModelForTableQuestionAnswering.from_pretrained("google/tapas-base-finetuned-wtq", dtype="auto", device_map="auto")
