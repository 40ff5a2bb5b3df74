# pip install adapters
from adapters import AutoAdapterModel

# This adapter's config does not name its base model: use the model it was trained on.
base_model = "bert-base-uncased"
model = AutoAdapterModel.from_pretrained(base_model)
adapter_name = model.load_adapter("someone/unnamed-adapter", set_active=True)
