# pip install supertonic
from supertonic import TTS

tts = TTS(auto_download=True)  # fetches the published model on first use
voice = tts.get_voice_style(voice_name="M1")
wav, duration = tts.synthesize("The next train leaves at 4:45 PM from platform 3.", voice_style=voice)
tts.save_audio(wav, "speech.wav")
