# pip install kernels
import torch
from kernels import get_kernel

# Fetches the build that matches this machine's torch and CUDA; pass version=… to pin a release.
kernel = get_kernel("kernels-community/activation")
print([name for name in dir(kernel) if not name.startswith("_")])
