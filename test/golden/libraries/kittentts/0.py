# pip install kittentts soundfile
import soundfile as sf
from kittentts import KittenTTS

tts = KittenTTS("KittenML/kitten-tts-nano-0.2")
audio = tts.generate("This small text-to-speech model runs on a CPU.")
sf.write("speech.wav", audio, 24000)
