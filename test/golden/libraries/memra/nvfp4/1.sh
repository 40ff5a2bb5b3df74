# An OpenAI-compatible server on http://127.0.0.1:8080 that answers to the model name "local".
# The weights are downloaded from the Hub and cached on the first start.
# Loads the repository's NVFP4 file (the text after the last colon picks a file by part of its name)
MEMRA_MODELS='local=hf:Avifenesh/Qwen3.8-27B-NVFP4-MTP-GGUF:NVFP4' memra-server
