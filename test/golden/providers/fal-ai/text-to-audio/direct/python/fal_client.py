# Sends the prompt; prints the URL of the audio.
import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable; subscribe() waits in
# fal's queue until the result is ready.
result = fal_client.subscribe(
    "provider-org/provider-model",
    arguments={
        "prompt": "Gentle rain on a tin roof with distant thunder."
    },
    with_logs=True,
)
print(result["audio"]["url"])
