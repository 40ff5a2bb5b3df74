from peft import PeftModel
from transformers import AutoModelForCausalLM

base_model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")
model = PeftModel.from_pretrained(base_model, "ybelkada/opt-350m-lora")
