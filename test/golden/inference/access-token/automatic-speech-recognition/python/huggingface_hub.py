from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key="hf_literal_token",
)

# Sends the audio file (the client reads it from disk) and prints the answer.
result = client.automatic_speech_recognition(
    "sample1.flac",
    model="acme/model-x",
)

print(result)
