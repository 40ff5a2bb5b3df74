pip install "jev-style[torch]"   # or "jev-style[mlx]" on Apple silicon
