# pip install -U moshi_mlx   (Apple silicon)
# Talk with the model in the terminal (moshi_mlx.local_web serves a web page instead);
# add -q 4 or -q 8 for 4- or 8-bit checkpoints
python -m moshi_mlx.local --hf-repo 'kyutai/moshiko-mlx-q4'
