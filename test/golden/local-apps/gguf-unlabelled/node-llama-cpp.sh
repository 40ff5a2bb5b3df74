# file: model.gguf
### Chat with the model in the terminal
npx -y node-llama-cpp chat 'hf:example-org/tiny-story-model/model.gguf'

### Check whether the model fits your hardware
npx -y node-llama-cpp inspect estimate 'hf:example-org/tiny-story-model/model.gguf'
