# pip install htrflow
from htrflow.pipeline.pipeline import Pipeline
from htrflow.volume.volume import Collection

repo_id = "Riksarkivet/trocr-base-handwritten-hist-swe-2"
step = {"step": "TextRecognition", "settings": {"model": "TrOCR", "model_settings": {"model": repo_id}}}
pipeline = Pipeline.from_config({"steps": [step]})
pages = pipeline.run(Collection(["page.jpg"]))
