# pip install routee.powertrain pandas
import os

import pandas as pd

# The repository is a RouteE model registry: point the library at it before loading.
os.environ["ROUTEE_HF_REPO_ID"] = "NREL/routee-powertrain"
import routee.powertrain as pt

model_ids = pt.list_available_models()  # e.g. toyota/camry_ice/2016/rf_c3326385/v1
print(model_ids)
model = pt.load_model(str(model_ids[0]))
print(model.feature_names)  # the link features this model expects

# Road links: length in miles, speed in mph, grade as a decimal.
links = pd.DataFrame({"distance": [0.1, 0.2, 0.3], "speed": [30, 40, 50], "grade": [-0.05, 0.0, 0.05]})
print(model.predict(links))
