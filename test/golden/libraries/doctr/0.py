# pip install "python-doctr[torch]"
from doctr.io import DocumentFile
from doctr.models import from_hub, ocr_predictor

model = from_hub("Felix92/doctr-torch-db-mobilenet-v3-large")
# A text detection model, paired with a pretrained recognition model.
predictor = ocr_predictor(det_arch=model, reco_arch="crnn_mobilenet_v3_small", pretrained=True)
document = DocumentFile.from_images(["scan.jpg"])
result = predictor(document)
print(result.render())
