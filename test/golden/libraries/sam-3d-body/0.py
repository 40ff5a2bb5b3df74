# git clone https://github.com/facebookresearch/sam-3d-body and run this from its folder
import cv2
from notebook.utils import setup_sam_3d_body

estimator = setup_sam_3d_body("facebook/sam-3d-body-dinov3")
image = cv2.cvtColor(cv2.imread("person.jpg"), cv2.COLOR_BGR2RGB)
outputs = estimator.process_one_image(image)  # one 3D body mesh per person found
print(len(outputs))
