### Download the model
## setup
# Install Lemonade from https://lemonade-server.ai/
## run
lemonade pull 'example-org/Phi-3-mini-GGUF'

### Chat with the model
lemonade run 'user.Phi-3-mini-GGUF'

### List the downloaded models
lemonade list
