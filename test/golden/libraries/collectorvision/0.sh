# Not on PyPI yet: install from GitHub (runs on a CPU through ONNX Runtime)
pip install git+https://github.com/HanClinto/CollectorVision.git huggingface_hub
