# ANEForge runs models on the Apple Neural Engine (Apple silicon, macOS 14+): clone
# https://github.com/sbryngelson/ANEForge, pip install -e ".[models]", then build its
# dispatch library once with: sh aneforge/_lib/build.sh
import aneforge as af

model = af.load("sentence-transformers/all-MiniLM-L6-v2")  # imports the Hub weights and fuses them into one ANE program
documents = model([
    "The Neural Engine runs networks at low power.",
    "Cats like to sleep in the sun.",
])  # one L2-normalised embedding per text
query = model("Which chip is good at machine learning?")[0]
print(documents @ query)  # cosine similarities
