from audiocraft.data.audio import audio_write
from audiocraft.models import MusicGen

model = MusicGen.get_pretrained("facebook/musicgen-small")
model.set_generation_params(duration=8)  # seconds

descriptions = ["a funky house with 80s hip hop vibes"]
wav = model.generate(descriptions)

for index, one_wav in enumerate(wav):
    # Writes sample_0.wav, … with loudness normalisation
    audio_write(f"sample_{index}", one_wav.cpu(), model.sample_rate, strategy="loudness")
