# pip install swarmformer
from swarmformer import SwarmFormerModel

model = SwarmFormerModel.from_pretrained("takara-ai/SwarmFormer-Sentiment-Small")
