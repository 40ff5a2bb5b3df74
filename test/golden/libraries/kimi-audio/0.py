# pip install git+https://github.com/MoonshotAI/Kimi-Audio.git
import soundfile as sf
from kimia_infer.api.kimia import KimiAudio

model = KimiAudio(model_path="moonshotai/Kimi-Audio-7B-Instruct", load_detokenizer=True)
sampling = {"audio_temperature": 0.8, "audio_top_k": 10, "text_temperature": 0.0, "text_top_k": 5}

# Speech recognition: a text instruction followed by the audio.
messages = [
    {"role": "user", "message_type": "text", "content": "Please transcribe the following audio:"},
    {"role": "user", "message_type": "audio", "content": "question.wav"},
]
_, transcript = model.generate(messages, **sampling, output_type="text")
print(transcript)

# Spoken conversation: answer the audio with audio and text.
reply_audio, reply_text = model.generate(
    [{"role": "user", "message_type": "audio", "content": "question.wav"}], **sampling, output_type="both"
)
sf.write("reply.wav", reply_audio.cpu().view(-1).numpy(), 24000)
print(reply_text)
