# YOLOv10 checkpoints saved with from_pretrained need THU-MIG's build of ultralytics (the PyPI
# package has no YOLOv10 class): pip install git+https://github.com/THU-MIG/yolov10.git
from ultralytics import YOLOv10

model = YOLOv10.from_pretrained("jameslahm/yolov10n")
results = model.predict(source="https://ultralytics.com/images/bus.jpg", save=True)
