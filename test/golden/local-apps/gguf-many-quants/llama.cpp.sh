# file: Mistral-7B-Instruct.Q4_K_S.gguf (Q4_K_S)
### Install with Homebrew (macOS, Linux)
## setup
brew install llama.cpp
## run
# Serve the model with a chat page and an OpenAI-compatible API on http://localhost:8080
llama-server -hf 'example-org/Mistral-7B-Instruct-GGUF:Q4_K_S'

# Or chat with it in the terminal
llama-cli -hf 'example-org/Mistral-7B-Instruct-GGUF:Q4_K_S'

### Install with WinGet (Windows)
## setup
winget install llama.cpp
## run
# Serve the model with a chat page and an OpenAI-compatible API on http://localhost:8080
llama-server -hf 'example-org/Mistral-7B-Instruct-GGUF:Q4_K_S'

# Or chat with it in the terminal
llama-cli -hf 'example-org/Mistral-7B-Instruct-GGUF:Q4_K_S'

### Prebuilt binary
## setup
# Unpack a release archive for your system from
# https://github.com/ggml-org/llama.cpp/releases and run the commands from its folder
## run
# Serve the model with a chat page and an OpenAI-compatible API on http://localhost:8080
./llama-server -hf 'example-org/Mistral-7B-Instruct-GGUF:Q4_K_S'

# Or chat with it in the terminal
./llama-cli -hf 'example-org/Mistral-7B-Instruct-GGUF:Q4_K_S'

### Build from source
## setup
git clone https://github.com/ggml-org/llama.cpp
cd llama.cpp
cmake -B build
cmake --build build --config Release -j --target llama-server llama-cli
## run
# Serve the model with a chat page and an OpenAI-compatible API on http://localhost:8080
./build/bin/llama-server -hf 'example-org/Mistral-7B-Instruct-GGUF:Q4_K_S'

# Or chat with it in the terminal
./build/bin/llama-cli -hf 'example-org/Mistral-7B-Instruct-GGUF:Q4_K_S'
