### Download the model
## setup
# Install Lemonade from https://lemonade-server.ai/
## run
lemonade pull 'amd/Llama-3.2-1B-Instruct-ryzenai'

### Chat with the model (needs an XDNA 2 NPU)
lemonade run 'user.Llama-3.2-1B-Instruct-ryzenai'

### List the downloaded models
lemonade list
