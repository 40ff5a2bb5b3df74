# DiffusionKit runs on Apple silicon through MLX
pip install diffusionkit
