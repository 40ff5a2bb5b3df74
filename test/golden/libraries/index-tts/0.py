# pip install git+https://github.com/index-tts/index-tts.git
from huggingface_hub import snapshot_download
from indextts.infer import IndexTTS

# The checkpoint folder must hold config.yaml next to the weights.
checkpoint_dir = snapshot_download("IndexTeam/IndexTTS-2", local_dir="checkpoints")
tts = IndexTTS(model_dir=checkpoint_dir, cfg_path=f"{checkpoint_dir}/config.yaml")

reference_voice = "reference_voice.wav"  # a few seconds of the voice to imitate
tts.infer(reference_voice, "Hello there, this voice was cloned from a short clip.", "speech.wav")
