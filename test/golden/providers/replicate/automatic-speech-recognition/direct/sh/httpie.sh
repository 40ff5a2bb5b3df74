# Sends the audio file; polls the job until it is done, then fetches the result.
sample1_b64=$(base64 < 'sample1.flac' | tr -d '\n')
payload='{
    "input": {
        "audio": "data:audio/flac;base64,'"$sample1_b64"'"
    }
}'

job=$(http --check-status POST 'https://api.replicate.com/v1/models/provider-org/provider-model/predictions' \
    'Authorization:Bearer '"${REPLICATE_API_TOKEN:?}" \
    'Content-Type:application/json' \
    'Prefer:wait' \
    <<< "$payload") || { echo "$job" >&2; exit 1; }
status_url='https://api.replicate.com'"$(jq -r '.["urls"]["get"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"
while true; do
    status=$(http --check-status --ignore-stdin GET "$status_url" \
        'Authorization:Bearer '"${REPLICATE_API_TOKEN:?}" \
        'Content-Type:application/json' \
        'Prefer:wait' \
    ) || { echo "Polling failed: $status_url $status" >&2; exit 1; }
    case "$(jq -r '.["status"]' <<< "$status")" in
        'succeeded') break ;;
        'failed'|'canceled') echo "The job failed: $status" >&2; exit 1 ;;
    esac
    sleep 1
done
result="$status"
jq '.["output"]' <<< "$result"
