# pip install TensorFlowTTS
from tensorflow_tts.inference import AutoProcessor, TFAutoModel

processor = AutoProcessor.from_pretrained("tensorspeech/tts-fastspeech2-ljspeech-en")
text_to_mel = TFAutoModel.from_pretrained("tensorspeech/tts-fastspeech2-ljspeech-en")
input_ids = processor.text_to_sequence("Speech synthesis in two steps.")
# text_to_mel.inference(...) turns the ids into a mel spectrogram (its arguments depend on the
# architecture, Tacotron 2 or FastSpeech 2); a mel-to-wav vocoder then turns that into audio.
