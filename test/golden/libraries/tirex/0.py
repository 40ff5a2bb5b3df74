# pip install tirex-ts
import torch
from tirex import load_model

model = load_model("NX-AI/TiRex")
# A batch of one series: 128 steps of a daily cycle.
context = torch.sin(torch.arange(128, dtype=torch.float32) * 2 * torch.pi / 24).unsqueeze(0)
quantiles, mean = model.forecast(context=context, prediction_length=24)
print(mean.shape, quantiles.shape)
