# pip install -U keras-hub
import keras_hub

causal_lm = keras_hub.models.CausalLM.from_preset("hf://keras/gemma_2b_en")
print(causal_lm.generate("The three laws of robotics are", max_length=64))
