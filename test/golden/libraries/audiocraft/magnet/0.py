from audiocraft.data.audio import audio_write
from audiocraft.models import MAGNeT

model = MAGNeT.get_pretrained("facebook/magnet-small-10secs")

descriptions = ["an upbeat acoustic guitar melody"]
wav = model.generate(descriptions)

for index, one_wav in enumerate(wav):
    # Writes sample_0.wav, … with loudness normalisation
    audio_write(f"sample_{index}", one_wav.cpu(), model.sample_rate, strategy="loudness")
