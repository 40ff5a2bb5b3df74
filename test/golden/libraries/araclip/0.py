# pip install git+https://github.com/Arabic-Clip/Araclip.git
import numpy as np
from PIL import Image
from araclip import AraClip

model = AraClip.from_pretrained("Arabic-Clip/araclip")
labels = ["قطة جالسة", "قطة تقفز", "كلب", "حصان"]  # a sitting cat, a jumping cat, a dog, a horse
image_features = model.embed(image=Image.open("cat.png"))
text_features = np.stack([model.embed(text=label) for label in labels])
print("best match:", labels[int(np.argmax(text_features @ image_features))])
