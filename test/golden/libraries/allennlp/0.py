# pip install allennlp allennlp-models
import allennlp_models  # registers the model types of the predictor
from allennlp.predictors.predictor import Predictor

predictor = Predictor.from_path("hf://allenai/bidaf-elmo")
result = predictor.predict(
    passage="The Eiffel Tower was finished in 1889 and is 330 metres tall.",
    question="When was the Eiffel Tower finished?",
)
print(result["best_span_str"])
