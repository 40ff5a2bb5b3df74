# Load the model and its preprocessing class directly
from transformers import AutoImageProcessor, AutoModelForImageClassification

image_processor = AutoImageProcessor.from_pretrained("google/vit-base-patch16-224")
# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
model = AutoModelForImageClassification.from_pretrained("google/vit-base-patch16-224", dtype="auto", device_map="auto")
