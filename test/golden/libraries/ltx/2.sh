# Best quality: the full model with guidance, then 2x upsampling refined by the distilled LoRA
CHECKPOINT=$(ls models/ltx/*-dev.safetensors | head -n 1)
DISTILLED_LORA=$(ls models/ltx/*distilled-lora*.safetensors | head -n 1)
UPSCALER=$(ls models/ltx/*spatial-upscaler-x2*.safetensors | head -n 1)
uv run python -m ltx_pipelines.ti2vid_two_stages \
    --checkpoint-path "$CHECKPOINT" \
    --distilled-lora "$DISTILLED_LORA" 0.8 \
    --spatial-upsampler-path "$UPSCALER" \
    --gemma-root models/gemma-3-12b \
    --output-path output.mp4 \
    --prompt "Waves roll onto a rocky shore at dusk while gulls circle overhead; the sound of surf and distant birds."
