### Run the model
ollama run 'hf.co/example-org/Phi-3-mini-GGUF'
