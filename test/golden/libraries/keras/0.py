# pip install -U keras tensorflow huggingface_hub
# Keras checks an "hf://" path through TensorFlow's file system layer, so TensorFlow must be
# installed even when another backend (jax, torch) runs the model
import keras

model = keras.saving.load_model("hf://keras-io/timeseries-anomaly-detection")
model.summary()
