# pip install routee.powertrain pandas
import pandas as pd
import routee.powertrain as pt
from routee.powertrain.registry import HFRegistry

# The repository is a RouteE model registry.
registry = HFRegistry(repo_id="NREL/routee-powertrain")
# Its vehicles, "<make>/<vehicle>/<year>/<config>"; narrow with make=, model=, year=, ...
print(pt.query_available_models(registry=registry))

model = pt.load_model("tesla/model_3_bev/2022/rf_c3326385", registry=registry)  # one id of that list
print(model.feature_names)  # the link features this model expects

# Road links: length in miles, speed in mph, grade in percent.
links = pd.DataFrame({"distance": [0.1, 0.2], "speed_mph": [30, 55], "grade_percent": [-2.0, 1.0]})
print(model.predict(links))
