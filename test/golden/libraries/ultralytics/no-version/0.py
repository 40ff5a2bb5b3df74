# No YOLO version tag (such as yolov10) was found on this model.
# Replace XX in YOLOvXX with the model's version before running this.
from ultralytics import YOLOvXX

model = YOLOvXX.from_pretrained("acme-vision/parking-lot-detector")
results = model.predict(source="https://ultralytics.com/images/bus.jpg", save=True)
