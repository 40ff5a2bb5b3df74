# pip install chronos-forecasting pandas
import pandas as pd
from chronos import BaseChronosPipeline

pipeline = BaseChronosPipeline.from_pretrained("amazon/chronos-bolt-small", device_map="cpu")
history = pd.DataFrame({
    "id": "store-1",
    "timestamp": pd.date_range("2024-01-01", periods=48, freq="D"),
    "target": [float(20 + (day % 7) * 3) for day in range(48)],
})
forecast = pipeline.predict_df(
    history,
    prediction_length=14,
    quantile_levels=[0.1, 0.5, 0.9],
    id_column="id",
    timestamp_column="timestamp",
    target="target",
)
print(forecast.head())
