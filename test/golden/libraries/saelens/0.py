# pip install sae-lens
from huggingface_hub import list_repo_files
from sae_lens import SAE

repo_id = "jbloom/GPT2-Small-SAEs-Reformatted"
# A repository can hold several SAEs, one folder each (with its cfg.json); pick one by its folder.
sae_ids = sorted({path.rsplit("/", 1)[0] for path in list_repo_files(repo_id) if path.endswith("/cfg.json")})
print(sae_ids)
sae = SAE.from_pretrained(repo_id, sae_ids[0], device="cpu")
print(sae.cfg)
