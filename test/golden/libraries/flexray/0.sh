python -m pip install flexray
# Segment the anatomy in an X-ray (a file or a folder of PNG, JPEG, TIFF or BMP images);
# masks, probabilities and logits are saved as .npy arrays in ./predictions
flexify --model-id 'VictorButoi/flexray' --input ./xray.png --output-dir ./predictions
