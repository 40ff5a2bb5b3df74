# Load the model and its preprocessing class directly
from transformers import AutoProcessor, AutoModelForSpeechSeq2Seq

processor = AutoProcessor.from_pretrained("openai/whisper-large-v3-turbo")
# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-large-v3-turbo", dtype="auto", device_map="auto")
