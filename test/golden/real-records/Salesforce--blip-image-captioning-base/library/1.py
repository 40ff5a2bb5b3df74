# Load the model and its preprocessing class directly
from transformers import AutoProcessor, AutoModelForImageTextToText

processor = AutoProcessor.from_pretrained("Salesforce/blip-image-captioning-base")
# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
model = AutoModelForImageTextToText.from_pretrained("Salesforce/blip-image-captioning-base", dtype="auto", device_map="auto")
