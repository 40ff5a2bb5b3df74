from llama_cpp import Llama

# Loads the Q4_K_M quantization; other files of the repository hold other sizes
llm = Llama.from_pretrained(
    repo_id="bartowski/Llama-3.2-1B-Instruct-GGUF",
    filename="*Q4_K_M.gguf",
    # Every layer on the GPU when llama.cpp was built with GPU support; ignored otherwise
    n_gpu_layers=-1,
)

response = llm.create_chat_completion(
    messages=[
        {"role": "user", "content": "Explain what a GGUF file is in two sentences."},
    ]
)
print(response["choices"][0]["message"]["content"])
