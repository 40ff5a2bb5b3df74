# pip install flexray
from fxr.inference import FleXraySegmenter

segmenter = FleXraySegmenter.from_pretrained(repo_id="VictorButoi/flexray")
prediction = segmenter.predict("./xray.png", tta_samples=8)  # tta_samples=1 is a single pass
print(segmenter.label_names)
masks = prediction.masks  # one channel per anatomical label
probabilities = prediction.probabilities
