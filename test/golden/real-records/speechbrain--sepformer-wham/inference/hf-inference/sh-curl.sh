# Sends the audio file's bytes; each audio track of the answer is written to its own file.
answer=$(curl 'https://router.huggingface.co/hf-inference/models/speechbrain/sepformer-wham' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: audio/flac' \
    --data-binary '@sample1.flac' \
    -sS --fail-with-body) || { echo "$answer" >&2; exit 1; }
jq -r 'to_entries[] | "\(.key) \(.value.blob) \(.value.label)"' <<< "$answer" | while read -r i blob label; do
    base64 -d <<< "$blob" > "track_$i.flac"
    echo "$label track_$i.flac"
done
