# Load the model and its preprocessing class directly
from transformers import AutoImageProcessor, AutoModelForImageSegmentation

image_processor = AutoImageProcessor.from_pretrained("facebook/detr-resnet-50-panoptic")
# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
model = AutoModelForImageSegmentation.from_pretrained("facebook/detr-resnet-50-panoptic", dtype="auto", device_map="auto")
