from speechbrain.inference.separation import SepformerSeparation

model = SepformerSeparation.from_hparams(source="speechbrain/sepformer-wham")
print(model.separate_file("sample1.flac"))
