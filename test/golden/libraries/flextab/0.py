# FlexTab's code is not on PyPI: clone https://github.com/SAP-samples/flextab and install it as
# its README says. This fetches the repository's PyTorch checkpoints for it.
# pip install huggingface_hub
from pathlib import Path

from huggingface_hub import snapshot_download

local_dir = snapshot_download(repo_id="SAP/flextab", allow_patterns=["*.pt", "*.json", "*.md"])
for checkpoint in sorted(Path(local_dir).rglob("*.pt")):
    print(checkpoint)  # pass this path to the FlexTab model you build from the repository's code
