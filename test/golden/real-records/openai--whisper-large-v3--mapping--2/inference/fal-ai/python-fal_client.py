# Sends the audio file; prints the answer (a transcript, or the URL of the processed audio).
import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable; subscribe() waits in
# fal's queue until the result is ready.
result = fal_client.subscribe(
    "fal-ai/whisper",
    arguments={
        "audio_url": fal_client.encode_file("sample1.flac")
    },
    with_logs=True,
)
print(result)
