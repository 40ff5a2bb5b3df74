from huggingface_hub import hf_hub_download
from skops.io import get_untrusted_types, load

path = hf_hub_download("skops-user/tabular-regression-example", "skops-model.skops")
# skops refuses types it does not know; look at this list before trusting it
untrusted = get_untrusted_types(file=path)
print(untrusted)
model = load(path, trusted=untrusted)
