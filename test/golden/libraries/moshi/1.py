# pip install -U moshi
import torch
from moshi.models import loaders

checkpoint = loaders.CheckpointInfo.from_hf_repo("kyutai/moshiko-pytorch-bf16")
# Mimi, the streaming audio codec the model speaks through.
mimi = checkpoint.get_mimi(device="cpu")
mimi.set_num_codebooks(8)

audio = torch.randn(1, 1, 24000 * 5)  # (batch, channels, samples): 5 seconds at 24 kHz
with torch.no_grad():
    codes = mimi.encode(audio)
    decoded = mimi.decode(codes)
print(codes.shape, decoded.shape)
