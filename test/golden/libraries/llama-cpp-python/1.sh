# An OpenAI-compatible server on http://localhost:8000 (--n_gpu_layers -1: every layer on the GPU, if built with GPU support)
pip install 'llama-cpp-python[server]'
python3 -m llama_cpp.server --hf_model_repo_id 'bartowski/Llama-3.2-1B-Instruct-GGUF' --model '*Q4_K_M.gguf' --n_gpu_layers -1
