# pip install anemoi-inference
from anemoi.inference.config.run import RunConfiguration
from anemoi.inference.runners.default import DefaultRunner

repo_id = "ecmwf/aifs-single-1.0"
config = RunConfiguration(checkpoint={"huggingface": repo_id})
runner = DefaultRunner(config)
# runner.run(input_state=..., lead_time=...) yields one forecast state per model step.
