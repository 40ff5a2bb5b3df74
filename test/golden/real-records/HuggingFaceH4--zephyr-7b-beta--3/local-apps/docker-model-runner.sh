### Run the model
docker model run 'hf.co/HuggingFaceH4/zephyr-7b-beta'
