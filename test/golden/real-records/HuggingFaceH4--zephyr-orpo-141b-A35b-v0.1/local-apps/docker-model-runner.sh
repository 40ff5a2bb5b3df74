### Run the model
docker model run 'hf.co/HuggingFaceH4/zephyr-orpo-141b-A35b-v0.1'
