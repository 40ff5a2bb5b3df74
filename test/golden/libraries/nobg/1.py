from nobg import AutoModel

model = AutoModel.from_pretrained("feyninc/FeyNobg")
# Loads, preprocesses, runs the model and cuts the subject out in one call.
model.process("photo.jpg").save("cutout.png")
