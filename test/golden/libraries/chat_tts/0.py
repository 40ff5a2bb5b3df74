# pip install ChatTTS
import ChatTTS
import torch
import torchaudio

chat = ChatTTS.Chat()
chat.load(compile=False)  # compile=True is faster after a slow first run

wavs = chat.infer(["Hello! This sentence was spoken by ChatTTS."])
torchaudio.save("speech.wav", torch.from_numpy(wavs[0]).unsqueeze(0), 24000)
