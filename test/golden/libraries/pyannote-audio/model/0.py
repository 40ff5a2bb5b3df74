# pip install pyannote.audio
import os
from pyannote.audio import Inference, Model

model = Model.from_pretrained("pyannote/segmentation-3.0", token=os.environ["HF_TOKEN"])
inference = Inference(model)
result = inference("meeting.wav")
