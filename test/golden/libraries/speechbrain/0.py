from speechbrain.inference.classifiers import EncoderClassifier

model = EncoderClassifier.from_hparams(source="speechbrain/lang-id-voxlingua107-ecapa")
print(model.classify_file("sample1.flac"))
