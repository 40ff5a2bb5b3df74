# Install PaddlePaddle first (https://www.paddlepaddle.org.cn/en/install), then: pip install paddleocr
from paddleocr import PaddleOCR

# This model's tags do not say which PaddleOCR module it belongs to; the full OCR pipeline
# is shown. See https://paddlepaddle.github.io/PaddleOCR/latest/en/version3.x/module_usage/module_overview.html
ocr = PaddleOCR()
for result in ocr.predict("document.png"):
    result.print()
