### Run the model
docker model run 'hf.co/Qwen/Qwen2.5-7B-Instruct-AWQ'
