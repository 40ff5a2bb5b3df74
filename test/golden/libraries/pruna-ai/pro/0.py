# pip install pruna
from pruna_pro import PrunaProModel

model = PrunaProModel.from_pretrained("PrunaAI/some-llm-smashed-pro")
