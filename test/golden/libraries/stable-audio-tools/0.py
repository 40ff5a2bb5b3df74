# pip install stable-audio-tools
import torch
import torchaudio
from einops import rearrange
from stable_audio_tools import get_pretrained_model
from stable_audio_tools.inference.generation import generate_diffusion_cond

device = "cuda" if torch.cuda.is_available() else "cpu"
model, model_config = get_pretrained_model("stabilityai/stable-audio-open-1.0")
model = model.to(device)

audio = generate_diffusion_cond(
    model,
    conditioning=[{"prompt": "warm lo-fi piano loop, 90 BPM", "seconds_start": 0, "seconds_total": 10}],
    sample_size=model_config["sample_size"],
    device=device,
)
# One stereo track: peak-normalise and save as 16-bit audio.
audio = rearrange(audio, "b d n -> d (b n)").to(torch.float32)
audio = audio.div(audio.abs().max()).clamp(-1, 1).mul(32767).to(torch.int16).cpu()
torchaudio.save("music.wav", audio, model_config["sample_rate"])
