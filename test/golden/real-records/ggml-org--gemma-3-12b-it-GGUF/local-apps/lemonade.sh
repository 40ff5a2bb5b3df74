# file: gemma-3-12b-it-Q4_K_M.gguf (Q4_K_M)
### Download the model
## setup
# Install Lemonade from https://lemonade-server.ai/
## run
lemonade pull 'ggml-org/gemma-3-12b-it-GGUF:Q4_K_M'

### Chat with the model
lemonade run 'user.gemma-3-12b-it-GGUF-Q4_K_M'

### List the downloaded models
lemonade list
