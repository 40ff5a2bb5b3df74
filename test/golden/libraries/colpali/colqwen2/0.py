# pip install colpali-engine
import torch
from PIL import Image
from colpali_engine.models import ColQwen2 as Model, ColQwen2Processor as Processor

model = Model.from_pretrained("vidore/colqwen2-v1.0", torch_dtype=torch.bfloat16, device_map="cuda:0").eval()
processor = Processor.from_pretrained("vidore/colqwen2-v1.0")

pages = [Image.open("page_1.png"), Image.open("page_2.png")]
queries = ["What was the revenue in 2023?", "Who signed the agreement?"]
with torch.no_grad():
    page_embeddings = model(**processor.process_images(pages).to(model.device))
    query_embeddings = model(**processor.process_queries(queries).to(model.device))
# One row per query, one column per page: higher means a better match.
print(processor.score_multi_vector(query_embeddings, page_embeddings))
