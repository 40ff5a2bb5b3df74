# pip install mblt-model-zoo   (runs on a Mobilint NPU)
from mblt_model_zoo.vision import MBLT_Engine

repo_id = "mobilint/ViT_B_16.swag_linear_in1k"
# The engine knows models by the repository's name and downloads the compiled model
# from the Hub when model_path is empty.
model = MBLT_Engine(model_cls=repo_id.split("/")[-1], model_type="DEFAULT", model_path="", core_mode="global8")
try:
    inputs = model.preprocess("photo.jpg")
    result = model.postprocess(model(inputs))
    print(result)
finally:
    model.dispose()
