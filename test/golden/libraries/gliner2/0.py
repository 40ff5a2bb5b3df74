# pip install gliner2
from gliner2 import GLiNER2

extractor = GLiNER2.from_pretrained("fastino/gliner2-base-v1")
text = "Apple announced the iPhone 15 in Cupertino on 12 September 2023."
result = extractor.extract_entities(text, ["company", "product", "location", "date"])
print(result)
