# pip install pxia
from pxia import AutoModel

model = AutoModel.from_pretrained("not-lain/MyRepo")
