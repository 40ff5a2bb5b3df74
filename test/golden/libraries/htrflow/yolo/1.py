# pip install htrflow
from htrflow.pipeline.pipeline import Pipeline
from htrflow.volume.volume import Collection

repo_id = "Riksarkivet/yolov9-lines-within-regions-1"
step = {"step": "Segmentation", "settings": {"model": "yolo", "model_settings": {"model": repo_id}}}
pipeline = Pipeline.from_config({"steps": [step]})
pages = pipeline.run(Collection(["page.jpg"]))
