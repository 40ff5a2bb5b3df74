# file: Llama-3.1-70B-Instruct-Q4_K_M/Llama-3.1-70B-Instruct-Q4_K_M-00001-of-00002.gguf (Q4_K_M)
### Chat with the model in the terminal
npx -y node-llama-cpp chat 'hf:example-org/Llama-3.1-70B-Instruct-GGUF:Q4_K_M'

### Check whether the model fits your hardware
npx -y node-llama-cpp inspect estimate 'hf:example-org/Llama-3.1-70B-Instruct-GGUF:Q4_K_M'
