# Install PaddlePaddle first (https://www.paddlepaddle.org.cn/en/install), then: pip install paddleocr
from paddleocr import TextDetection

repo_id = "PaddlePaddle/PP-OCRv5_server_det"
model = TextDetection(model_name=repo_id.split("/")[-1])
for result in model.predict(input="document.png", batch_size=1):
    result.print()
    result.save_to_img(save_path="output/")
    result.save_to_json(save_path="output/result.json")
