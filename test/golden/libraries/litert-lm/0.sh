# LiteRT-LM runs on Android, iOS, desktop, IoT and the web; the quickest try is its CLI.
# Guides for each platform and API: https://ai.google.dev/edge/litert-lm
pip install -U litert-lm
# Download the model from the Hub and chat with it (when the repository holds several
# .litertlm files, name one after the repository id)
litert-lm run --from-huggingface-repo='litert-community/gemma-4-E2B-it-litert-lm' --prompt="Write a haiku about the sea"
