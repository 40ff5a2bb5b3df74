# file: Mistral-7B-Instruct.Q4_K_S.gguf (Q4_K_S)
### Run the model
ollama run 'hf.co/example-org/Mistral-7B-Instruct-GGUF:Q4_K_S'
