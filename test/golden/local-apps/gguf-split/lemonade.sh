# file: Llama-3.1-70B-Instruct-Q4_K_M/Llama-3.1-70B-Instruct-Q4_K_M-00001-of-00002.gguf (Q4_K_M)
### Download the model
## setup
# Install Lemonade from https://lemonade-server.ai/
## run
lemonade pull 'example-org/Llama-3.1-70B-Instruct-GGUF:Q4_K_M'

### Chat with the model
lemonade run 'user.Llama-3.1-70B-Instruct-GGUF-Q4_K_M'

### List the downloaded models
lemonade list
