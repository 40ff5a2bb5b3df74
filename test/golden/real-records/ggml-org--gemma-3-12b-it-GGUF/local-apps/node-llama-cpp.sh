# file: gemma-3-12b-it-Q4_K_M.gguf (Q4_K_M)
### Chat with the model in the terminal
npx -y node-llama-cpp chat 'hf:ggml-org/gemma-3-12b-it-GGUF:Q4_K_M'

### Check whether the model fits your hardware
npx -y node-llama-cpp inspect estimate 'hf:ggml-org/gemma-3-12b-it-GGUF:Q4_K_M'
