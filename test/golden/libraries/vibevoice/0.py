# pip install git+https://github.com/microsoft/VibeVoice.git
import librosa
import soundfile as sf
import torch
from vibevoice.modular.modeling_vibevoice_inference import VibeVoiceForConditionalGenerationInference
from vibevoice.processor.vibevoice_processor import VibeVoiceProcessor

processor = VibeVoiceProcessor.from_pretrained("microsoft/VibeVoice-1.5B")
model = VibeVoiceForConditionalGenerationInference.from_pretrained("microsoft/VibeVoice-1.5B", torch_dtype=torch.bfloat16, device_map="cuda")
model.eval()
model.set_ddpm_inference_steps(5)

# One reference voice per speaker, as 24 kHz mono audio.
voice, _ = librosa.load("speaker_voice.wav", sr=24000, mono=True)
script = "Speaker 0: Welcome to the show!\nSpeaker 0: Today we talk about open speech models."
inputs = processor(text=[script], voice_samples=[[voice]], return_tensors="pt")
output = model.generate(**inputs, cfg_scale=1.3, tokenizer=processor.tokenizer)
sf.write("podcast.wav", output.speech_outputs[0].float().cpu().numpy().squeeze(), 24000)
