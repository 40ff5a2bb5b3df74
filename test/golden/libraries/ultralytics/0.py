from ultralytics import YOLOv10

model = YOLOv10.from_pretrained("jameslahm/yolov10n")
results = model.predict(source="https://ultralytics.com/images/bus.jpg", save=True)
