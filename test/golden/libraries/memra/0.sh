# memra runs on Linux x86_64 with an NVIDIA GPU and a driver for the CUDA 13 runtime.
# The installer fetches the prebuilt server for your GPU and checks its checksum.
curl -fsSL https://raw.githubusercontent.com/avifenesh/memra/main/tools/install.sh | sh
export PATH="$HOME/.local/bin:$PATH"
kernel-check  # prints ALL GREEN when the kernels work on this GPU
