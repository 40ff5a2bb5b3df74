# file: gemma-3-12b-it-Q4_K_M.gguf (Q4_K_M)
### Run the model
ollama run 'hf.co/ggml-org/gemma-3-12b-it-GGUF:Q4_K_M'
