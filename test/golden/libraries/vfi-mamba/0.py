# git clone https://github.com/MCG-NJU/VFIMamba and run this from its folder
from Trainer_finetune import Model

model = Model.from_pretrained("MCG-NJU/VFIMamba")
