### Chat with the model in the terminal
npx -y node-llama-cpp chat 'hf:example-org/Phi-3-mini-GGUF'

### Check whether the model fits your hardware
npx -y node-llama-cpp inspect estimate 'hf:example-org/Phi-3-mini-GGUF'
