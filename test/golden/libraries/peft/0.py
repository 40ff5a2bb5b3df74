from peft import PeftModel
from transformers import AutoModelForCausalLM

# dtype="auto" keeps the checkpoint's precision; device_map="auto" (pip install accelerate)
# puts the weights on the GPUs first, then the CPU, as they load
base_model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m", dtype="auto", device_map="auto")
model = PeftModel.from_pretrained(base_model, "ybelkada/opt-350m-lora")
