# pip install opendde   (see https://github.com/aurekaresearch/OpenDDE for GPU builds)
# The checkpoints live in $OPENDDE_ROOT_DIR/checkpoint (default ~/.cache/opendde)
export OPENDDE_ROOT_DIR="$HOME/.cache/opendde"
hf download 'aurekaresearch/OpenDDE' --include "*.pt" --local-dir "$OPENDDE_ROOT_DIR/checkpoint"

# A minimal job: one short protein chain
cat > job.json <<'JSON'
[{"name": "tiny", "modelSeeds": [101], "sequences": [{"proteinChain": {"sequence": "ACDEFGHIK", "count": 1}}]}]
JSON

# Structure prediction without MSA or template search (no large databases needed)
opendde pred -i job.json -o ./output -n opendde_v1 --use_msa false --use_template false --use_rna_msa false
