# Sends the image; prints the URL of the result.
import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable; subscribe() waits in
# fal's queue until the result is ready.
result = fal_client.subscribe(
    "provider-org/provider-model",
    arguments={
        "image_url": fal_client.encode_file("cats.jpg"),
        "sync_mode": True
    },
    with_logs=True,
)
print(result["image"]["url"])
