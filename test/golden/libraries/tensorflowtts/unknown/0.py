# pip install TensorFlowTTS
from tensorflow_tts.inference import TFAutoModel

model = TFAutoModel.from_pretrained("someone/tts-model")
