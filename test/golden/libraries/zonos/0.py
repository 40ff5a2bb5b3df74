# pip install git+https://github.com/Zyphra/Zonos.git
import torchaudio
from zonos.conditioning import make_cond_dict
from zonos.model import Zonos

model = Zonos.from_pretrained("Zyphra/Zonos-v0.1-transformer", device="cuda")

# A 5 to 10 second clip of the voice to speak with.
reference, sample_rate = torchaudio.load("reference_voice.wav")
speaker = model.make_speaker_embedding(reference, sample_rate)

conditioning = make_cond_dict(text="Hello, world! This is Zonos speaking.", speaker=speaker, language="en-us")
codes = model.generate(model.prepare_conditioning(conditioning))
audio = model.autoencoder.decode(codes)[0].cpu()
torchaudio.save("speech.wav", audio, model.autoencoder.sampling_rate)
