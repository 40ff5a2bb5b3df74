# pip install pyannote.audio
import os
from pyannote.audio import Pipeline

pipeline = Pipeline.from_pretrained("pyannote/voice-activity-detection", token=os.environ["HF_TOKEN"])
output = pipeline("meeting.wav")
print(output)
