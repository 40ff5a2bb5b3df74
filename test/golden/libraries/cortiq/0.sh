# cortiq is a single Rust binary (prebuilt ones: github.com/infosave2007/cmf/releases)
cargo install cortiq-cli
# Fetch the .cmf weights; a repository may hold several quantizations, so list them
hf download 'infosave/Ornith-1.5-cmf' --include "*.cmf" --local-dir .
ls *.cmf
