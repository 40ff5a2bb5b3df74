# git clone https://github.com/TencentARC/SEED-Story and run this from its folder
import hydra
from omegaconf import OmegaConf

# The configs in the repository describe the language model and the SEED-Story agent.
llm_config = OmegaConf.load("configs/clm_models/llama2chat7b_lora.yaml")
llm = hydra.utils.instantiate(llm_config, torch_dtype="fp16")

agent_config = OmegaConf.load("configs/clm_models/agent_7b_sft.yaml")
seed_story = hydra.utils.instantiate(agent_config, llm=llm)
