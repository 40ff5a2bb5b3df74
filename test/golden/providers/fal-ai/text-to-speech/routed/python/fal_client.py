# Sends the text; prints the URL of the speech.
import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable; subscribe() waits in
# fal's queue until the result is ready.
result = fal_client.subscribe(
    "provider-org/provider-model",
    arguments={
        "text": "Welcome aboard. Please keep your seatbelt fastened while seated."
    },
    with_logs=True,
)
print(result["audio"]["url"])
