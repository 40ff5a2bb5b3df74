# pip install mlc-llm (see https://llm.mlc.ai/docs/install/mlc_llm for the build that fits your GPU)
mlc_llm chat 'HF://mlc-ai/Llama-3.2-1B-Instruct-q4f16_1-MLC'
