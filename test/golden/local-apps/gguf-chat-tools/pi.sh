# file: Llama-3.2-3B-Instruct-Q4_K_M.gguf (Q4_K_M)
### Start a llama.cpp server
## setup
brew install llama.cpp
## run
# Serve the model on http://localhost:8080; --jinja applies its chat template, which tool calls need
llama-server -hf 'bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M' --jinja

### Point Pi at the server
## setup
npm install -g @earendil-works/pi-coding-agent
## run
# Writes ~/.pi/agent/models.json with jq; it replaces an existing file, so merge by hand if you have one
mkdir -p ~/.pi/agent
jq -n --arg id 'bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M' '{providers: {"llama-cpp": {baseUrl: "http://localhost:8080/v1", api: "openai-completions", apiKey: "none", models: [{id: $id}]}}}' > ~/.pi/agent/models.json

### Run Pi
# Start Pi in your project folder
pi
