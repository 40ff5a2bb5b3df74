# file: gemma-3-12b-it-Q4_K_M.gguf (Q4_K_M)
### Install the binary
## setup
curl -fsSL https://localai.io/install.sh | sh
## run
# Download the file and serve it on http://localhost:8080
local-ai run 'huggingface://ggml-org/gemma-3-12b-it-GGUF/gemma-3-12b-it-Q4_K_M.gguf'

### Run the Docker image
## setup
docker pull localai/localai:latest-cpu
## run
# Download the file and serve it on http://localhost:8080
docker run -ti -p 8080:8080 localai/localai:latest-cpu 'huggingface://ggml-org/gemma-3-12b-it-GGUF/gemma-3-12b-it-Q4_K_M.gguf'
