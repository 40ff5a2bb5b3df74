from huggingface_hub import hf_hub_download
from ultralytics import YOLO

# A YOLOv8 checkpoint: the YOLO class reads its architecture from the file
model = YOLO(hf_hub_download("keremberke/yolov8m-table-extraction", "best.pt"))
results = model.predict(source="https://ultralytics.com/images/bus.jpg", save=True)
