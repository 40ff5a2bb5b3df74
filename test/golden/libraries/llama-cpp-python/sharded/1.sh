# An OpenAI-compatible server on http://localhost:8000 (--n_gpu_layers -1: every layer on the GPU, if built with GPU support)
pip install 'llama-cpp-python[server]'
# The weights are split into several files: download them all, then serve the first one
hf download 'unsloth/Qwen3-235B-A22B-Instruct-2507-GGUF' 'Q4_K_M/Qwen3-235B-A22B-Instruct-2507-Q4_K_M-00001-of-00003.gguf' 'Q4_K_M/Qwen3-235B-A22B-Instruct-2507-Q4_K_M-00002-of-00003.gguf' 'Q4_K_M/Qwen3-235B-A22B-Instruct-2507-Q4_K_M-00003-of-00003.gguf' --local-dir models
python3 -m llama_cpp.server --model 'models/Q4_K_M/Qwen3-235B-A22B-Instruct-2507-Q4_K_M-00001-of-00003.gguf' --n_gpu_layers -1
