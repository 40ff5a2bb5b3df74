pip install -U mlx-vlm
python3 -m mlx_vlm.generate \
    --model 'mlx-community/Qwen2.5-VL-3B-Instruct-4bit' \
    --max-tokens 100 \
    --prompt "Describe this image." \
    --image "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/p-blog/candy.JPG"
