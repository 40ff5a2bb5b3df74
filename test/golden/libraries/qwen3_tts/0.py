# pip install qwen-tts soundfile
import soundfile as sf
import torch
from qwen_tts import Qwen3TTSModel

model = Qwen3TTSModel.from_pretrained("Qwen/Qwen3-TTS-12Hz-1.7B-CustomVoice", device_map="cuda:0", dtype=torch.bfloat16)
wavs, sample_rate = model.generate_custom_voice(
    text="The weather is lovely today; let's go for a walk.",
    language="English",
    speaker="Ryan",
    instruct="Speak in a cheerful, relaxed tone.",
)
sf.write("speech.wav", wavs[0], sample_rate)
