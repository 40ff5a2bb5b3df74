from speechbrain.inference.ASR import EncoderDecoderASR

model = EncoderDecoderASR.from_hparams(source="speechbrain/asr-crdnn-rnnlm-librispeech")
print(model.transcribe_file("sample1.flac"))
