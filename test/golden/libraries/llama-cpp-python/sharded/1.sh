# An OpenAI-compatible server on http://localhost:8000
pip install 'llama-cpp-python[server]'
python3 -m llama_cpp.server --hf_model_repo_id 'unsloth/Qwen3-235B-A22B-Instruct-2507-GGUF' --model 'Q4_K_M/Qwen3-235B-A22B-Instruct-2507-Q4_K_M-00001-of-00003.gguf'
