# file: Mistral-7B-Instruct.Q4_K_S.gguf (Q4_K_S)
### Chat with the model in the terminal
npx -y node-llama-cpp chat 'hf:example-org/Mistral-7B-Instruct-GGUF:Q4_K_S'

### Check whether the model fits your hardware
npx -y node-llama-cpp inspect estimate 'hf:example-org/Mistral-7B-Instruct-GGUF:Q4_K_S'
