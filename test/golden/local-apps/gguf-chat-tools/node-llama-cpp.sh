# file: Llama-3.2-3B-Instruct-Q4_K_M.gguf (Q4_K_M)
### Chat with the model in the terminal
npx -y node-llama-cpp chat 'hf:bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M'

### Check whether the model fits your hardware
npx -y node-llama-cpp inspect estimate 'hf:bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M'
