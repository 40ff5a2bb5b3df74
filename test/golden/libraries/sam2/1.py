# pip install git+https://github.com/facebookresearch/sam2.git
import numpy as np
import torch
from sam2.sam2_video_predictor import SAM2VideoPredictor

predictor = SAM2VideoPredictor.from_pretrained("facebook/sam2.1-hiera-large")
with torch.inference_mode(), torch.autocast("cuda", dtype=torch.bfloat16):
    state = predictor.init_state("video.mp4")  # an mp4 file or a folder of JPEG frames
    # Click on the object in the first frame, then follow it through the video.
    predictor.add_new_points_or_box(state, frame_idx=0, obj_id=1, points=np.array([[210, 350]], dtype=np.float32), labels=np.array([1], np.int32))
    for frame_idx, object_ids, mask_logits in predictor.propagate_in_video(state):
        print(frame_idx, object_ids, mask_logits.shape)
