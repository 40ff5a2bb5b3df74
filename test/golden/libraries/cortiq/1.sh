# Replace MODEL.cmf with one of the files downloaded above
cortiq run MODEL.cmf --prompt "What is the capital of France?"
