# An OpenAI-compatible server on http://localhost:8080
cortiq serve MODEL.cmf --port 8080
