# pip install git+https://github.com/pq-yang/MatAnyone.git
from matanyone import InferenceCore

processor = InferenceCore("PeiqingYang/MatAnyone")
# Matte a video from the mask of its first frame; the foreground and alpha videos go to ./outputs
processor.process_video(input_path="video.mp4", mask_path="first_frame_mask.png", output_path="outputs")
