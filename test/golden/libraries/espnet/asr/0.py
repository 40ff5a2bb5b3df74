# from_pretrained fetches hub models through espnet_model_zoo: pip install espnet espnet_model_zoo
import soundfile
from espnet2.bin.asr_inference import Speech2Text

model = Speech2Text.from_pretrained("espnet/simpleoier_librispeech_asr_train_asr_conformer7_wavlm_large_raw_en_bpe5000_sp")
speech, rate = soundfile.read("sample1.flac")
text, *_ = model(speech)[0]
print(text)
