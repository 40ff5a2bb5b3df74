# pip install -U keras-hub
import keras_hub

backbone = keras_hub.models.Backbone.from_preset("hf://keras/bert_base_en")
backbone.summary()
