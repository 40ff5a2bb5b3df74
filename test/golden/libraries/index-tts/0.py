# pip install git+https://github.com/index-tts/index-tts.git
from huggingface_hub import snapshot_download

repo_id = "IndexTeam/IndexTTS-2"
# The checkpoint folder holds config.yaml next to the weights.
checkpoint_dir = snapshot_download(repo_id, local_dir="checkpoints")
reference_voice = "reference_voice.wav"  # a few seconds of the voice to imitate
text = "Hello there, this voice was cloned from a short clip."

if "IndexTTS-2" in repo_id:
    from indextts.infer_v2 import IndexTTS2

    tts = IndexTTS2(cfg_path=f"{checkpoint_dir}/config.yaml", model_dir=checkpoint_dir)
    tts.infer(spk_audio_prompt=reference_voice, text=text, output_path="speech.wav")
else:
    from indextts.infer import IndexTTS

    tts = IndexTTS(model_dir=checkpoint_dir, cfg_path=f"{checkpoint_dir}/config.yaml")
    tts.infer(reference_voice, text, "speech.wav")
