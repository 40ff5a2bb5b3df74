from mlx_lm import generate, load

model, tokenizer = load("mlx-community/Qwen2.5-0.5B-Instruct-4bit")

prompt = "Write a limerick about a cat who learns to code."
messages = [{"role": "user", "content": prompt}]
prompt = tokenizer.apply_chat_template(messages, add_generation_prompt=True)

text = generate(model, tokenizer, prompt=prompt, verbose=True)
