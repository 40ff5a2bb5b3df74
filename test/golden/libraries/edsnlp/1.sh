# The repository is also a Python package: install it, then import it by its module name
pip install 'git+https://huggingface.co/AP-HP/eds-pseudo-public'
