from llama_cpp import Llama

# Loads the Q3_K_XL quantization; other files of the repository hold other sizes
llm = Llama.from_pretrained(
    repo_id="unsloth/Qwen3-30B-A3B-Base-GGUF",
    filename="*Q3_K_XL.gguf",
    # Every layer on the GPU when llama.cpp was built with GPU support; ignored otherwise
    n_gpu_layers=-1,
)

output = llm("The three primary colours are", max_tokens=64)
print(output["choices"][0]["text"])
