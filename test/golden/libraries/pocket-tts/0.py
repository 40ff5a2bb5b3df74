# pip install pocket-tts scipy
import scipy.io.wavfile
from pocket_tts import TTSModel

# load_model() takes a language or a config file, not a repository id: its English default
# downloads the published weights (kyutai/pocket-tts; accept its terms on the Hub for voice cloning).
tts_model = TTSModel.load_model()
# A short recording of the voice to speak with (any local file or hf:// path).
voice = tts_model.get_state_for_audio_prompt("hf://kyutai/tts-voices/alba-mackenna/casual.wav")
audio = tts_model.generate_audio(voice, "Hello! This speech was generated on a CPU.")
scipy.io.wavfile.write("speech.wav", tts_model.sample_rate, audio.numpy())
