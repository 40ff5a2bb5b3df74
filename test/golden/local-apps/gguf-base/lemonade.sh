# file: Llama-3.2-3B-Instruct-Q4_K_M.gguf (Q4_K_M)
### Download the model
## setup
# Install Lemonade from https://lemonade-server.ai/
## run
lemonade pull 'TheBloke/Llama-2-7B-GGUF:Q4_K_M'

### Chat with the model
lemonade run 'user.Llama-2-7B-GGUF-Q4_K_M'

### List the downloaded models
lemonade list
