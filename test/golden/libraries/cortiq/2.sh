# An OpenAI-compatible server on http://localhost:8080 for the first .cmf file downloaded above
MODEL=$(ls *.cmf | head -n 1)
cortiq serve "$MODEL" --port 8080
