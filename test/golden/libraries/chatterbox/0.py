# pip install chatterbox-tts
import torchaudio
from chatterbox.tts import ChatterboxTTS

# Chatterbox loads its own published weights.
model = ChatterboxTTS.from_pretrained(device="cuda")
text = "Welcome back! Today we are testing an open text-to-speech model."
wav = model.generate(text)
torchaudio.save("speech.wav", wav, model.sr)

# Clone a voice from a few seconds of reference audio:
cloned = model.generate(text, audio_prompt_path="reference_voice.wav")
torchaudio.save("cloned.wav", cloned, model.sr)
