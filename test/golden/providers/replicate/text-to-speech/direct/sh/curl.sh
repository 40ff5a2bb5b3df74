# Sends the text; the speech is written to a file.
job=$(curl 'https://api.replicate.com/v1/models/provider-org/provider-model/predictions' \
    -X POST \
    -H 'Authorization: Bearer '"${REPLICATE_API_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -H 'Prefer: wait' \
    -d '{
        "input": {
            "text": "Welcome aboard. Please keep your seatbelt fastened while seated."
        }
    }' \
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
curl -sSf -o 'speech.wav' "$(jq -r '.["output"] | if type == "array" then .[0] else . end' <<< "$result")"
