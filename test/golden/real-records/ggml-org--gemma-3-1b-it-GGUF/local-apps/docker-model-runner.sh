# file: gemma-3-1b-it-Q4_K_M.gguf (Q4_K_M)
### Run the model
docker model run 'hf.co/ggml-org/gemma-3-1b-it-GGUF:Q4_K_M'
