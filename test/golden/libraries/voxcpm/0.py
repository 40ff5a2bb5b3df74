# pip install voxcpm soundfile
import soundfile as sf
from voxcpm import VoxCPM

model = VoxCPM.from_pretrained("openbmb/VoxCPM1.5")
wav = model.generate(
    text="Good morning! Here is today's weather report.",
    prompt_wav_path=None,  # a reference clip to clone a voice, with its transcript in prompt_text
    prompt_text=None,
    cfg_value=2.0,
    inference_timesteps=10,
)
sf.write("speech.wav", wav, model.tts_model.sample_rate)
