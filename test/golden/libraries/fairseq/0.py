# pip install fairseq
from fairseq.checkpoint_utils import load_model_ensemble_and_task_from_hf_hub

models, config, task = load_model_ensemble_and_task_from_hf_hub("facebook/fastspeech2-en-ljspeech")
model = models[0]
model.eval()
