# file: Llama-3.2-3B-Instruct-Q4_K_M.gguf (Q4_K_M)
### Run the model
ollama run 'hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M'
