# pip install chronos-forecasting
import torch
from chronos import BaseChronosPipeline

pipeline = BaseChronosPipeline.from_pretrained("amazon/chronos-bolt-small", device_map="cpu")
# Monthly airline passengers (thousands): the history to forecast from.
history = torch.tensor([112, 118, 132, 129, 121, 135, 148, 148, 136, 119, 104, 118,
                        115, 126, 141, 135, 125, 149, 170, 170, 158, 133, 114, 140], dtype=torch.float32)
quantiles, mean = pipeline.predict_quantiles(history, prediction_length=12, quantile_levels=[0.1, 0.5, 0.9])
print("median forecast:", quantiles[0, :, 1])
