# git clone https://github.com/ZhengPeng7/BiRefNet and run this from its folder
from models.birefnet import BiRefNet

model = BiRefNet.from_pretrained("ZhengPeng7/BiRefNet")
model.eval()
