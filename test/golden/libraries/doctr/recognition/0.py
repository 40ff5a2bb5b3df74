# pip install "python-doctr[torch]"
from doctr.io import DocumentFile
from doctr.models import from_hub, ocr_predictor

model = from_hub("Felix92/doctr-torch-crnn-mobilenet-v3-large-french")
# A text recognition model, paired with a pretrained detection model.
predictor = ocr_predictor(det_arch="fast_base", reco_arch=model, pretrained=True)
document = DocumentFile.from_images(["scan.jpg"])
result = predictor(document)
print(result.render())
