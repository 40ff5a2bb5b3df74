# Load the model and its preprocessing class directly
from transformers import AutoProcessor, AutoModelForAudioClassification

processor = AutoProcessor.from_pretrained("alefiury/wav2vec2-large-xlsr-53-gender-recognition-librispeech")
# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
model = AutoModelForAudioClassification.from_pretrained("alefiury/wav2vec2-large-xlsr-53-gender-recognition-librispeech", dtype="auto", device_map="auto")
