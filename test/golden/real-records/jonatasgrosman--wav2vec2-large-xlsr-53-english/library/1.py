# Load the model and its preprocessing class directly
from transformers import AutoProcessor, AutoModelForCTC

processor = AutoProcessor.from_pretrained("jonatasgrosman/wav2vec2-large-xlsr-53-english")
# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
model = AutoModelForCTC.from_pretrained("jonatasgrosman/wav2vec2-large-xlsr-53-english", dtype="auto", device_map="auto")
