# Sends the image and the prompt; prints the URL of the video.
import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable; subscribe() waits in
# fal's queue until the result is ready.
result = fal_client.subscribe(
    "provider-org/provider-model",
    arguments={
        "image_url": fal_client.encode_file("cat.png"),
        "prompt": "The cat slowly turns its head and blinks.",
        "loras": [
            {
                "path": "https://huggingface.co/hf-org/hf-model/resolve/main/lora.safetensors",
                "scale": 1
            }
        ]
    },
    with_logs=True,
)
print(result["video"]["url"])
