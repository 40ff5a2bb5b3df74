# file: Llama-3.2-3B-Instruct-Q4_K_M.gguf (Q4_K_M)
### Start a llama.cpp server
## setup
brew install llama.cpp
## run
# Serve the model on http://localhost:8080; --jinja applies its chat template, which tool calls need
llama-server -hf 'bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M' --jinja

### Point Hermes at the server
## setup
curl -fsSL https://hermes-agent.nousresearch.com/install.sh | bash
hermes setup
## run
hermes config set model.provider custom
hermes config set model.base_url http://127.0.0.1:8080/v1
hermes config set model.default 'bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M'

### Run Hermes
hermes
