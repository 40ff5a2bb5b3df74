# pip install multimolecule
import multimolecule  # registers the models with transformers
from transformers import pipeline

predictor = pipeline("fill-mask", model="multimolecule/rnafm")
# An RNA sequence with one masked nucleotide.
print(predictor("gguc<mask>cucugguuagaccagaucugagccu"))
