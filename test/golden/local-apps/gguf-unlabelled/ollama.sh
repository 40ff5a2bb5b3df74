# file: model.gguf
### Run the model
ollama run 'hf.co/example-org/tiny-story-model'
