# An OpenAI-compatible server on http://127.0.0.1:8080 that answers to the model name "local".
# The weights are downloaded from the Hub and cached on the first start.
MEMRA_MODELS='local=hf:Avifenesh/Ornith-1.0-9B-GGUF:ornith-1.0-9b.gguf' memra-server
