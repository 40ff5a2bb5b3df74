# pip install terratorch
from terratorch.registry import BACKBONE_REGISTRY

model = BACKBONE_REGISTRY.build("ibm-nasa-geospatial/Prithvi-EO-2.0-300M")
# TerraTorch also knows its backbones by registry name, e.g. "terratorch_prithvi_eo_v2_300":
# print(list(BACKBONE_REGISTRY)) lists them.
