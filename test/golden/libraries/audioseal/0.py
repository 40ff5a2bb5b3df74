# pip install audioseal torchaudio
import torchaudio
from audioseal import AudioSeal

generator = AudioSeal.load_generator("facebook/audioseal")
audio, sample_rate = torchaudio.load("speech.wav")
audio = audio[:1].unsqueeze(0)  # (batch, channels, samples), mono
watermark = generator.get_watermark(audio, sample_rate)
watermarked = audio + watermark
torchaudio.save("watermarked.wav", watermarked.squeeze(0).detach(), sample_rate)
