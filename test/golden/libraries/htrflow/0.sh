# pip install htrflow
# A one-step pipeline file that runs this model, then the pipeline on a scanned page
printf '%s\n' 'steps:' '- step: TextRecognition' '  settings:' '    model: TrOCR' '    model_settings:' '      model: ''Riksarkivet/trocr-base-handwritten-hist-swe-2' > pipeline.yaml
htrflow pipeline pipeline.yaml page.jpg
