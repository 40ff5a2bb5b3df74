# An OpenAI-compatible server on http://127.0.0.1:8080 that answers to the model name "local".
# The weights are downloaded from the Hub and cached on the first start.
MEMRA_MODELS='local=hf:unsloth/Qwen3.8-27B-NVFP4' memra-server
