# file: Mistral-7B-Instruct.Q4_K_S.gguf (Q4_K_S)
### Download the model
## setup
# Install Lemonade from https://lemonade-server.ai/
## run
lemonade pull 'example-org/Mistral-7B-Instruct-GGUF:Q4_K_S'

### Chat with the model
lemonade run 'user.Mistral-7B-Instruct-GGUF-Q4_K_S'

### List the downloaded models
lemonade list
