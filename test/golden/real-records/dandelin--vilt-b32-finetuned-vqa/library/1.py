# Load the model and its preprocessing class directly
from transformers import AutoProcessor, ViltForVisualQuestionAnswering

processor = AutoProcessor.from_pretrained("dandelin/vilt-b32-finetuned-vqa")
model = ViltForVisualQuestionAnswering.from_pretrained("dandelin/vilt-b32-finetuned-vqa")
