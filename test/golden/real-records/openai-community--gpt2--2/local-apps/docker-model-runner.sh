### Run the model
docker model run 'hf.co/openai-community/gpt2'
