# pip install -U keras huggingface_hub
import keras

model = keras.saving.load_model("hf://keras-io/timeseries-anomaly-detection")
model.summary()
