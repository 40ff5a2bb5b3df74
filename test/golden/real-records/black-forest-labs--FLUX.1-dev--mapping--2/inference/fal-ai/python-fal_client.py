# Sends the prompt; prints the URL of the image.
import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable; subscribe() waits in
# fal's queue until the result is ready.
result = fal_client.subscribe(
    "fal-ai/flux/dev",
    arguments={
        "num_inference_steps": 5,
        "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour."
    },
    with_logs=True,
)
print(result["images"][0]["url"])
