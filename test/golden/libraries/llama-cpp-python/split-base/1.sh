# An OpenAI-compatible server on http://localhost:8000 (--n_gpu_layers -1: every layer on the GPU, if built with GPU support)
pip install 'llama-cpp-python[server]'
python3 -m llama_cpp.server --hf_model_repo_id 'unsloth/Qwen3-30B-A3B-Base-GGUF' --model '*Q3_K_XL.gguf' --n_gpu_layers -1
