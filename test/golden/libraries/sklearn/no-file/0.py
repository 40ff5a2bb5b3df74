from huggingface_hub import hf_hub_download
import joblib

# A pickle runs code when loaded: only load files from authors you trust
model = joblib.load(hf_hub_download("someone/sklearn-notebook-export", "sklearn_model.joblib"))
