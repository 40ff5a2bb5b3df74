from audiocraft.data.audio import audio_write
from audiocraft.models import AudioGen

model = AudioGen.get_pretrained("facebook/audiogen-medium")

descriptions = ["rain falling on a tin roof"]
wav = model.generate(descriptions)

for index, one_wav in enumerate(wav):
    # Writes sample_0.wav, … with loudness normalisation
    audio_write(f"sample_{index}", one_wav.cpu(), model.sample_rate, strategy="loudness")
