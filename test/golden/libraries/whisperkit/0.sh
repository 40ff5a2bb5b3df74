# macOS: install the WhisperKit command-line tool
brew install whisperkit-cli
# Transcribe a file; the model is downloaded on first use (see whisperkit-cli transcribe --help)
whisperkit-cli transcribe --model large-v3 --audio-path recording.m4a --verbose
