# pip install allennlp allennlp-models
import allennlp_models  # registers the model types of the predictor
from allennlp.predictors.predictor import Predictor

predictor = Predictor.from_path("hf://allenai/coref-spanbert")
# the fields of predict_json() depend on the model's task
result = predictor.predict_json({"sentence": "AllenNLP models load straight from the Hub."})
print(result)
