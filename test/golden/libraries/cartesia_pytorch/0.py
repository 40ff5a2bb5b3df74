# pip install --no-binary :all: cartesia-pytorch
from cartesia_pytorch import ReneLMHeadModel
from transformers import AutoTokenizer

model = ReneLMHeadModel.from_pretrained("cartesia-ai/Rene-v0.1-1.3b-pytorch")
# Rene uses the OLMo tokenizer.
tokenizer = AutoTokenizer.from_pretrained("allenai/OLMo-1B-hf")

inputs = tokenizer(["Rene Descartes was"], return_tensors="pt")
output_ids = model.generate(inputs.input_ids, max_length=50, top_k=100, top_p=0.99)
print(tokenizer.batch_decode(output_ids, skip_special_tokens=True)[0])
