### Run the model
docker model run 'hf.co/gpt2'
