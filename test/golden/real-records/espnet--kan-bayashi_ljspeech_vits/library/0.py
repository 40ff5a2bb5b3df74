# from_pretrained fetches hub models through espnet_model_zoo: pip install espnet espnet_model_zoo
import soundfile
from espnet2.bin.tts_inference import Text2Speech

model = Text2Speech.from_pretrained("espnet/kan-bayashi_ljspeech_vits")
output = model("Every morning the baker opens the shop at six.")
soundfile.write("speech.wav", output["wav"].numpy(), model.fs)
