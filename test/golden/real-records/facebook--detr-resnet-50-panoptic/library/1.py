# Load the model and its preprocessing class directly
from transformers import AutoImageProcessor, AutoModelForImageSegmentation

image_processor = AutoImageProcessor.from_pretrained("facebook/detr-resnet-50-panoptic")
model = AutoModelForImageSegmentation.from_pretrained("facebook/detr-resnet-50-panoptic")
