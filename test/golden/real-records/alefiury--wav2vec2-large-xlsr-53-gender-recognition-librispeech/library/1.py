# Load the model and its preprocessing class directly
from transformers import AutoProcessor, AutoModelForAudioClassification

processor = AutoProcessor.from_pretrained("alefiury/wav2vec2-large-xlsr-53-gender-recognition-librispeech")
model = AutoModelForAudioClassification.from_pretrained("alefiury/wav2vec2-large-xlsr-53-gender-recognition-librispeech")
