import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

# Sends the text and prints the model's answer.
result = client.summarization(
    "The city council met on Tuesday to discuss the new cycling plan. After three hours of debate, members agreed to add protected bike lanes on the four busiest streets, to be built over the next two years. Shop owners asked for loading zones to be kept, and the council promised to review the design with them before work starts in the spring.",
    model="acme/model-x",
)

print(result)
