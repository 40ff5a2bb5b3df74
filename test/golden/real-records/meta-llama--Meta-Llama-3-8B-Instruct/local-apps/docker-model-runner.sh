### Run the model
docker model run 'hf.co/meta-llama/Meta-Llama-3-8B-Instruct'
