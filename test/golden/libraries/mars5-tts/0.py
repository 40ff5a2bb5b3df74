# git clone https://github.com/Camb-ai/MARS5-TTS and run this from its folder
import librosa
import torch
from inference import InferenceConfig, Mars5TTS

mars5 = Mars5TTS.from_pretrained("CAMB-AI/MARS5-TTS")

# A short reference clip and its transcript set the voice.
reference, _ = librosa.load("reference_voice.wav", sr=mars5.sr, mono=True)
reference_transcript = "This is the transcript of the reference clip."
config = InferenceConfig(deep_clone=True, rep_penalty_window=100, top_k=100, temperature=0.7, freq_penalty=3)
codes, audio = mars5.tts("The quick brown fox jumps over the lazy dog.", torch.from_numpy(reference), reference_transcript, cfg=config)
