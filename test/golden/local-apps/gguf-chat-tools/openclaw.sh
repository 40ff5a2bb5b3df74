# file: Llama-3.2-3B-Instruct-Q4_K_M.gguf (Q4_K_M)
### Start a llama.cpp server
## setup
brew install llama.cpp
## run
# Serve the model on http://localhost:8080; --jinja applies its chat template, which tool calls need
llama-server -hf 'bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M' --jinja

### Register the server with OpenClaw
## setup
npm install -g openclaw@latest
## run
# Adds the local server as an OpenAI-compatible provider and makes it the default model
openclaw onboard --non-interactive --mode local \
    --auth-choice custom-api-key \
    --custom-base-url http://127.0.0.1:8080/v1 \
    --custom-model-id 'bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M' \
    --custom-provider-id llama-cpp \
    --custom-compatibility openai \
    --custom-text-input \
    --accept-risk \
    --skip-health

### Run OpenClaw
openclaw agent --local --agent main --message 'Say hello in one sentence.'
