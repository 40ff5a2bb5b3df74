# pip install -U zeromodels
import os

# ZeroModels is written in pure Keras 3: choose the backend ("jax", "torch" or "tensorflow")
# before the first import.
os.environ.setdefault("KERAS_BACKEND", "jax")

from zeromodels.auto import AutoZMDetect

# Reads the repository's model_type and builds the matching detector with its weights.
model = AutoZMDetect.from_weights("zeromodels/efficientdet_d0")
model.summary()
