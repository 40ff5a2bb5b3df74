# Sends the prompt; prints the URL of the video.
import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable; subscribe() waits in
# fal's queue until the result is ready.
result = fal_client.subscribe(
    "provider-org/provider-model",
    arguments={
        "prompt": "A paper boat drifting down a rain-filled street gutter."
    },
    with_logs=True,
)
print(result["video"]["url"])
