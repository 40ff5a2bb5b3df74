# file: Llama-3.1-70B-Instruct-Q4_K_M/Llama-3.1-70B-Instruct-Q4_K_M-00001-of-00002.gguf (Q4_K_M)
### Install the binary
## setup
curl -fsSL https://localai.io/install.sh | sh
## run
# Download the file and serve it on http://localhost:8080
local-ai run 'huggingface://example-org/Llama-3.1-70B-Instruct-GGUF/Llama-3.1-70B-Instruct-Q4_K_M/Llama-3.1-70B-Instruct-Q4_K_M-00001-of-00002.gguf'

### Run the Docker image
## setup
docker pull localai/localai:latest-cpu
## run
# Download the file and serve it on http://localhost:8080
docker run -ti -p 8080:8080 localai/localai:latest-cpu 'huggingface://example-org/Llama-3.1-70B-Instruct-GGUF/Llama-3.1-70B-Instruct-Q4_K_M/Llama-3.1-70B-Instruct-Q4_K_M-00001-of-00002.gguf'
