# Fastest: the distilled model, 8 steps then 2x upsampling (add --quantization fp8-cast on smaller GPUs)
DISTILLED=$(ls models/ltx/*distilled*.safetensors | grep -v -e lora -e fp8 | head -n 1)
UPSCALER=$(ls models/ltx/*spatial-upscaler-x2*.safetensors | head -n 1)
uv run python -m ltx_pipelines.distilled \
    --distilled-checkpoint-path "$DISTILLED" \
    --spatial-upsampler-path "$UPSCALER" \
    --gemma-root models/gemma-3-12b \
    --seed 42 \
    --output-path output.mp4 \
    --prompt "A red fox trots across a snowy meadow at sunrise, its breath visible in the cold air, the camera tracking it slowly from the side."
