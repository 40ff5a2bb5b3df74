# file: model.gguf
### Download the model
## setup
# Install Lemonade from https://lemonade-server.ai/
## run
lemonade pull 'example-org/tiny-story-model'

### Chat with the model
lemonade run 'user.tiny-story-model'

### List the downloaded models
lemonade list
