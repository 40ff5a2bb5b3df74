### Run the model
docker model run 'hf.co/meta-llama/Meta-Llama-3-70B-Instruct'
