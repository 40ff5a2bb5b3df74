# pip install git+https://github.com/fluxions-ai/vui
import torchaudio
from vui.inference import render
from vui.model import Vui

model = Vui.from_pretrained().cuda()  # Vui loads its published checkpoint
waveform = render(model, "Hey, so I tried that new coffee place on the corner, and honestly? It was great.")
torchaudio.save("speech.opus", waveform[0].cpu(), 22050)
