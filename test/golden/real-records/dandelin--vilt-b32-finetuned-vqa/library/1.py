# Load the model and its preprocessing class directly
from transformers import AutoProcessor, ViltForVisualQuestionAnswering

processor = AutoProcessor.from_pretrained("dandelin/vilt-b32-finetuned-vqa")
# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
model = ViltForVisualQuestionAnswering.from_pretrained("dandelin/vilt-b32-finetuned-vqa", dtype="auto", device_map="auto")
