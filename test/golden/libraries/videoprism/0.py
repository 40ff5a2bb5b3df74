# pip install git+https://github.com/google-deepmind/videoprism.git
import jax
import numpy as np
from videoprism import models as vp

repo_id = "google/videoprism-base-f16r288"
# VideoPrism names its models; CHECKPOINTS maps each name to its Hub repository.
model_name = next(name for name, (repo, _) in vp.CHECKPOINTS.items() if repo == repo_id)
model = vp.get_model(model_name)
state = vp.load_pretrained_weights(model_name)

@jax.jit
def forward(inputs):
    return model.apply(state, inputs, train=False)

# Video-only encoders take a batch of 16 frames of 288 × 288 RGB, values in [0, 1]
# (the video-text "lvt" models also take tokenized text: see vp.load_text_tokenizer).
video = np.random.rand(1, 16, 288, 288, 3).astype(np.float32)
embeddings, _ = forward(video)
print(embeddings.shape)
