# Install UniWorld from https://github.com/PKU-YuanGroup/UniWorld-V1 (it provides the univa package)
import torch
from transformers import AutoProcessor
from univa.models.qwen2p5vl.modeling_univa_qwen2p5vl import UnivaQwen2p5VLForConditionalGeneration

model = UnivaQwen2p5VLForConditionalGeneration.from_pretrained(
    "LanguageBind/UniWorld-V1",
    torch_dtype=torch.bfloat16,
    attn_implementation="flash_attention_2",
).to("cuda")
processor = AutoProcessor.from_pretrained("LanguageBind/UniWorld-V1")
