# pip install qwen-tts soundfile
import soundfile as sf
import torch
from qwen_tts import Qwen3TTSModel

model = Qwen3TTSModel.from_pretrained("Qwen/Qwen3-TTS-12Hz-1.7B-CustomVoice", device_map="cuda:0", dtype=torch.bfloat16)
# CustomVoice checkpoints speak with built-in voices, as below; Base checkpoints clone a voice
# with generate_voice_clone(), and VoiceDesign ones follow a description with generate_voice_design().
wavs, sample_rate = model.generate_custom_voice(
    text="The weather is lovely today; let's go for a walk.",
    language="English",
    speaker="Ryan",
    instruct="Speak in a cheerful, relaxed tone.",
)
sf.write("speech.wav", wavs[0], sample_rate)
