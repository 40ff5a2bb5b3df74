# pip install mamba-ssm causal-conv1d transformers
import torch
from mamba_ssm.models.mixer_seq_simple import MambaLMHeadModel
from transformers import AutoTokenizer

model = MambaLMHeadModel.from_pretrained("state-spaces/mamba-2.8b", device="cuda", dtype=torch.float16)
# The original Mamba checkpoints use the GPT-NeoX tokenizer.
tokenizer = AutoTokenizer.from_pretrained("EleutherAI/gpt-neox-20b")
input_ids = tokenizer("State space models are", return_tensors="pt").input_ids.to("cuda")
output_ids = model.generate(input_ids, max_length=64)
print(tokenizer.decode(output_ids[0]))
