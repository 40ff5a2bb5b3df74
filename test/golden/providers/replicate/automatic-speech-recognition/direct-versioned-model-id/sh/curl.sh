# Sends the audio file; polls the job until it is done, then fetches the result.
sample1_b64=$(base64 < 'sample1.flac' | tr -d '\n')
payload='{
    "input": {
        "audio": "data:audio/flac;base64,'"$sample1_b64"'"
    },
    "version": "5c7d5dc6dd8bf75c1acaa8565735e7986bc5b66206b55cca93cb72c9bf15ccaa"
}'

job=$(curl 'https://api.replicate.com/v1/predictions' \
    -X POST \
    -H 'Authorization: Bearer '"${REPLICATE_API_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -H 'Prefer: wait' \
    --data-binary @- <<< "$payload" \
    -sS --fail-with-body) || { echo "$job" >&2; exit 1; }
status_url='https://api.replicate.com'"$(jq -r '.["urls"]["get"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"
while true; do
    status=$(curl -sS --fail-with-body "$status_url" \
        -H 'Authorization: Bearer '"${REPLICATE_API_TOKEN:?}" \
        -H 'Content-Type: application/json' \
        -H 'Prefer: wait' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["status"]' <<< "$status")" in
        'succeeded') break ;;
        'failed'|'canceled') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 1
done
result="$status"
jq '.["output"]' <<< "$result"
