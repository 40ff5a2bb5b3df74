### Run the model
docker model run 'hf.co/example-org/Llama-2-13B-GPTQ'
