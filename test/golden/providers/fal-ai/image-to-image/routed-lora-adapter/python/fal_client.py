# Sends the image and the prompt; prints the URL of the edited image.
import fal_client

# fal_client reads your fal key from the FAL_KEY environment variable; subscribe() waits in
# fal's queue until the result is ready.
result = fal_client.subscribe(
    "provider-org/provider-model",
    arguments={
        "prompt": "Give the cat a tiny knitted scarf.",
        "image_url": fal_client.encode_file("cat.png"),
        "image_urls": [fal_client.encode_file("cat.png")],
        "loras": [
            {
                "path": "https://huggingface.co/hf-org/hf-model/resolve/main/lora.safetensors",
                "scale": 1
            }
        ]
    },
    with_logs=True,
)
print(result["images"][0]["url"])
