# pip install TensorFlowTTS
import numpy as np
from tensorflow_tts.inference import TFAutoModel

vocoder = TFAutoModel.from_pretrained("tensorspeech/tts-mb_melgan-ljspeech-en")
# A batch of mel spectrograms from a text-to-mel model: (batch, frames, 80).
mel_spectrograms = np.load("mel.npy")[np.newaxis, ...]
audio = vocoder.inference(mel_spectrograms)[0, :, 0]
