# pip install -U zeromodels
import os

# ZeroModels is written in pure Keras 3: choose the backend ("jax", "torch" or "tensorflow")
# before the first import.
os.environ.setdefault("KERAS_BACKEND", "jax")

from zeromodels.auto import AutoZMImageClassify

# Reads the repository's model_type and builds the matching classifier with its weights.
model = AutoZMImageClassify.from_weights("zeromodels/vit_base_patch16_384_orig_in21k_ft_in1k")
model.summary()
