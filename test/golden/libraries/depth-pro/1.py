import depth_pro

# Loads ./checkpoints/depth_pro.pt (see the download command).
model, transform = depth_pro.create_model_and_transforms()
model.eval()

image, _, focal_length_px = depth_pro.load_rgb("photo.jpg")
prediction = model.infer(transform(image), f_px=focal_length_px)
depth_in_metres = prediction["depth"]
estimated_focal_length = prediction["focallength_px"]
