# pip install "bm25s[huggingface]"
import bm25s
from bm25s.hf import BM25HF

retriever = BM25HF.load_from_hub("xhluca/bm25s-nq-index", load_corpus=True)
query_tokens = bm25s.tokenize("what is a sparse retriever?")
documents, scores = retriever.retrieve(query_tokens, k=3)
for document, score in zip(documents[0], scores[0]):
    print(f"{score:.2f}", document)
