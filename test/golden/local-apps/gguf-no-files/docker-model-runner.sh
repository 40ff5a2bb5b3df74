### Run the model
docker model run 'hf.co/example-org/Phi-3-mini-GGUF'
