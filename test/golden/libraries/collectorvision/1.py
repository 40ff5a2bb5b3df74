from huggingface_hub import hf_hub_download
import collector_vision as cvg

# The repository's ONNX checkpoint: a corner detector (such as Cornelius) or a card embedder (such as Milo).
checkpoint = hf_hub_download(repo_id="HanClinto/milo", filename="model.onnx")

detector = cvg.NeuralCornerDetector(checkpoint)  # for a detector checkpoint
embedder = cvg.NeuralEmbedder(checkpoint)  # for an embedder checkpoint
