from llama_cpp import Llama

# Loads the Q4_K_M quantization; other files of the repository hold other sizes
llm = Llama.from_pretrained(
    repo_id="unsloth/Qwen3-235B-A22B-Instruct-2507-GGUF",
    filename="Q4_K_M/Qwen3-235B-A22B-Instruct-2507-Q4_K_M-00001-of-00003.gguf",
    additional_files=[
        "Q4_K_M/Qwen3-235B-A22B-Instruct-2507-Q4_K_M-00002-of-00003.gguf",
        "Q4_K_M/Qwen3-235B-A22B-Instruct-2507-Q4_K_M-00003-of-00003.gguf"
    ],
    # Every layer on the GPU when llama.cpp was built with GPU support; ignored otherwise
    n_gpu_layers=-1,
)

response = llm.create_chat_completion(
    messages=[
        {"role": "user", "content": "Explain what a GGUF file is in two sentences."},
    ]
)
print(response["choices"][0]["message"]["content"])
