### Run the model
docker model run 'hf.co/unsloth/Llama-3.2-1B-Instruct'
