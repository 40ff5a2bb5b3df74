from mlc_llm import MLCEngine

model = "HF://mlc-ai/Llama-3.2-1B-Instruct-q4f16_1-MLC"
engine = MLCEngine(model)
stream = engine.chat.completions.create(
    messages=[{"role": "user", "content": "What is the meaning of life?"}],
    model=model,
    stream=True,
)
for chunk in stream:
    for choice in chunk.choices:
        print(choice.delta.content or "", end="", flush=True)
engine.terminate()
