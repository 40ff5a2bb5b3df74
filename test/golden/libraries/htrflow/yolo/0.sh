# pip install htrflow
# A one-step pipeline file that runs this model, then the pipeline on a scanned page
printf '%s\n' 'steps:' '- step: Segmentation' '  settings:' '    model: yolo' '    model_settings:' '      model: ''Riksarkivet/yolov9-lines-within-regions-1' > pipeline.yaml
htrflow pipeline pipeline.yaml page.jpg
