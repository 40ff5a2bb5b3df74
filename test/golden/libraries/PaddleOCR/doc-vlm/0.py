# Install PaddlePaddle first (https://www.paddlepaddle.org.cn/en/install), then: pip install paddleocr
from paddleocr import DocVLM

repo_id = "PaddlePaddle/PP-DocBee2-3B"
model = DocVLM(model_name=repo_id.split("/")[-1])
query = {"image": "document.png", "query": "Convert this page to Markdown."}
for result in model.predict(input=query, batch_size=1):
    result.print()
    result.save_to_json(save_path="output/result.json")
