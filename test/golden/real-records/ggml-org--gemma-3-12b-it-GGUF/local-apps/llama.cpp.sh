# file: gemma-3-12b-it-Q4_K_M.gguf (Q4_K_M)
### Install with Homebrew (macOS, Linux)
## setup
brew install llama.cpp
## run
# Serve the model with a chat page and an OpenAI-compatible API on http://localhost:8080
llama-server -hf 'ggml-org/gemma-3-12b-it-GGUF:Q4_K_M'

# Or chat with it in the terminal
llama-cli -hf 'ggml-org/gemma-3-12b-it-GGUF:Q4_K_M'

### Install with WinGet (Windows)
## setup
winget install llama.cpp
## run
# Serve the model with a chat page and an OpenAI-compatible API on http://localhost:8080
llama-server -hf 'ggml-org/gemma-3-12b-it-GGUF:Q4_K_M'

# Or chat with it in the terminal
llama-cli -hf 'ggml-org/gemma-3-12b-it-GGUF:Q4_K_M'

### Prebuilt binary
## setup
# Unpack a release archive for your system from
# https://github.com/ggml-org/llama.cpp/releases and run the commands from its folder
## run
# Serve the model with a chat page and an OpenAI-compatible API on http://localhost:8080
./llama-server -hf 'ggml-org/gemma-3-12b-it-GGUF:Q4_K_M'

# Or chat with it in the terminal
./llama-cli -hf 'ggml-org/gemma-3-12b-it-GGUF:Q4_K_M'

### Build from source
## setup
git clone https://github.com/ggml-org/llama.cpp
cd llama.cpp
cmake -B build
cmake --build build --config Release -j --target llama-server llama-cli
## run
# Serve the model with a chat page and an OpenAI-compatible API on http://localhost:8080
./build/bin/llama-server -hf 'ggml-org/gemma-3-12b-it-GGUF:Q4_K_M'

# Or chat with it in the terminal
./build/bin/llama-cli -hf 'ggml-org/gemma-3-12b-it-GGUF:Q4_K_M'
