# pip install pythae
from pythae.models import AutoModel

model = AutoModel.load_from_hf_hub("clementchadebec/reproduced_wae")
