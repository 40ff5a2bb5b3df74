# file: Llama-3.1-70B-Instruct-Q4_K_M/Llama-3.1-70B-Instruct-Q4_K_M-00001-of-00002.gguf (Q4_K_M)
### Run the model
ollama run 'hf.co/example-org/Llama-3.1-70B-Instruct-GGUF:Q4_K_M'
