# Install PaddlePaddle first (https://www.paddlepaddle.org.cn/en/install), then: pip install paddleocr
from paddleocr import PaddleOCRVL

repo_id = "PaddlePaddle/PaddleOCR-VL-1.5"
# PaddlePaddle/PaddleOCR-VL is pipeline version v1; PaddlePaddle/PaddleOCR-VL-1.5 is v1.5.
suffix = repo_id.split("PaddleOCR-VL", 1)[-1].lstrip("-")
pipeline = PaddleOCRVL(pipeline_version="v" + (suffix or "1"))
for result in pipeline.predict("document.png"):
    result.print()
    result.save_to_json(save_path="output")
    result.save_to_markdown(save_path="output")
