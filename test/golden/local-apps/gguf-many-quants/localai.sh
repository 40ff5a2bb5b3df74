# file: Mistral-7B-Instruct.Q4_K_S.gguf (Q4_K_S)
### Install the binary
## setup
curl -fsSL https://localai.io/install.sh | sh
## run
# Download the file and serve it on http://localhost:8080
local-ai run 'huggingface://example-org/Mistral-7B-Instruct-GGUF/Mistral-7B-Instruct.Q4_K_S.gguf'

### Run the Docker image
## setup
docker pull localai/localai:latest-cpu
## run
# Download the file and serve it on http://localhost:8080
docker run -ti -p 8080:8080 localai/localai:latest-cpu 'huggingface://example-org/Mistral-7B-Instruct-GGUF/Mistral-7B-Instruct.Q4_K_S.gguf'
