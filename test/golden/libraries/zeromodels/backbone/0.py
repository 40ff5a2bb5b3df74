# pip install -U zeromodels
import os

# ZeroModels is written in pure Keras 3: choose the backend ("jax", "torch" or "tensorflow")
# before the first import.
os.environ.setdefault("KERAS_BACKEND", "jax")

from zeromodels import AutoZModel

# Reads the repository's model_type and builds the matching backbone with its weights;
# the task heads have their own loaders in zeromodels.auto (AutoZMImageClassify, AutoZMDetect, ...).
model = AutoZModel.from_weights("zeromodels/siglip_base_p16_224")
model.summary()
