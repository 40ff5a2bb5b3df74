# The first .cmf file downloaded above; set MODEL to another one for a different quantization
MODEL=$(ls *.cmf | head -n 1)
cortiq run "$MODEL" --prompt "What is the capital of France?"
