# LTX-2 runs from its repository (a CUDA GPU; the models may ask you to accept their terms: hf auth login)
git clone https://github.com/Lightricks/LTX-2.git && cd LTX-2
uv sync --frozen
# This model's checkpoints, and the Gemma 3 text encoder the pipelines use
hf download 'Lightricks/LTX-2.3' --include "*distilled*.safetensors" "*-dev.safetensors" "*spatial-upscaler-x2*.safetensors" --local-dir models/ltx
hf download google/gemma-3-12b-it-qat-q4_0-unquantized --local-dir models/gemma-3-12b
