# pip install sae-lens
from sae_lens import SAE

# A repository can hold several SAEs; sae_id names the one to load (its folder in the repository).
sae = SAE.from_pretrained(release="jbloom/GPT2-Small-SAEs-Reformatted", sae_id="blocks.8.hook_resid_pre", device="cpu")
print(sae.cfg)
