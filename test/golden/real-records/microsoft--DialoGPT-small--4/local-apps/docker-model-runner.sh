### Run the model
docker model run 'hf.co/microsoft/DialoGPT-small'
