# file: Llama-3.2-3B-Instruct-Q4_K_M.gguf (Q4_K_M)
### Chat with the model in the terminal
npx -y node-llama-cpp chat 'hf:TheBloke/Llama-2-7B-GGUF:Q4_K_M'

### Check whether the model fits your hardware
npx -y node-llama-cpp inspect estimate 'hf:TheBloke/Llama-2-7B-GGUF:Q4_K_M'
