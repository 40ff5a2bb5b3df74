# pip install audioseal torchaudio
import torchaudio
from audioseal import AudioSeal

detector = AudioSeal.load_detector("facebook/audioseal")
audio, sample_rate = torchaudio.load("watermarked.wav")
audio = audio[:1].unsqueeze(0)  # (batch, channels, samples), mono
probability, message = detector.detect_watermark(audio, sample_rate)
print(f"watermarked with probability {probability:.2f}; message bits: {message}")
