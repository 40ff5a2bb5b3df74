# Install the openasr command-line tool from https://github.com/QuintinShaw/openasr/releases
repo='OpenASR/parakeet-tdt-0.6b-v3'
model="${repo#*/}"  # openasr names its packs after the repository
openasr pull "$model"
openasr transcribe audio.wav --model "$model"
