# pip install git+https://github.com/nari-labs/dia.git
import soundfile as sf
from dia.model import Dia

model = Dia.from_pretrained("nari-labs/Dia-1.6B")
script = "[S1] Have you tried the new model yet? [S2] I have, and it sounds natural. (laughs) [S1] Let's record a demo."
audio = model.generate(script)
sf.write("dialogue.mp3", audio, 44100)
