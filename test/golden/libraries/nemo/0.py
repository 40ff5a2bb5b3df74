import nemo.collections.asr as nemo_asr

model = nemo_asr.models.ASRModel.from_pretrained("nvidia/parakeet-tdt-0.6b-v2")

# Any 16 kHz mono audio file
transcriptions = model.transcribe(["sample1.flac"])
print(transcriptions[0].text)
