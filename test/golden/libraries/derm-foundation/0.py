# pip install tensorflow huggingface_hub requests
import requests
import tensorflow as tf
from huggingface_hub import from_pretrained_keras

# The model takes a serialised tf.train.Example holding the encoded image.
image_bytes = requests.get("https://storage.googleapis.com/dx-scin-public-data/dataset/images/3445096909671059178.png").content
example = tf.train.Example(features=tf.train.Features(feature={
    "image/encoded": tf.train.Feature(bytes_list=tf.train.BytesList(value=[image_bytes])),
})).SerializeToString()

model = from_pretrained_keras("google/derm-foundation")
infer = model.signatures["serving_default"]
print(infer(inputs=tf.constant([example])))
