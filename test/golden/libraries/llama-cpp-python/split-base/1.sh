# An OpenAI-compatible server on http://localhost:8000
pip install 'llama-cpp-python[server]'
python3 -m llama_cpp.server --hf_model_repo_id 'unsloth/Qwen3-30B-A3B-Base-GGUF' --model '*Q3_K_XL.gguf'
