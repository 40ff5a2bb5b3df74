# file: model.gguf
### Run the model
docker model run 'hf.co/example-org/tiny-story-model'
