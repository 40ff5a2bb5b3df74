from jev_style import JevStyle, choice, noul, score

# The repository picks the backend: PyTorch, MLX (-MLX repositories) or llama.cpp (-GGUF,
# which also takes quant=..., and the release's scorer).
js = JevStyle.from_pretrained("chaoliangUNSW/Jev-Style-0.8B-Decision-v3")
out = js.decide("I was charged twice for one order. Please fix this today!", {
    "billing": noul("This ticket is about billing."),
    "tone": choice("What is the customer's tone?", ["calm", "frustrated", "angry"]),
    "urgency": score("How urgent is this ticket?", ["can wait", "this week", "today"]),
})
# Calibrated probabilities for every answer, not just a label.
print(out["answers"])
