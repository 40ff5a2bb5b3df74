# Sends the audio file; polls the job until it is done, then fetches the result.
sample1_b64=$(base64 < 'sample1.flac' | tr -d '\n')

job=$(curl 'https://queue.fal.run/provider-org/provider-model' \
    -X POST \
    -H 'Authorization: Key '"$FAL_KEY" \
    -H 'Content-Type: application/json' \
    -d '{
        "audio_url": "data:audio/flac;base64,'"$sample1_b64"'"
    }')
status_url='https://queue.fal.run'"$(jq -r '.["response_url"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")"'/status'
while true; do
    status=$(curl -sf "$status_url" \
        -H 'Authorization: Key '"$FAL_KEY" \
        -H 'Content-Type: application/json' \
    ) || { echo "Polling failed: $status_url" >&2; exit 1; }
    case "$(jq -r '.["status"]' <<< "$status")" in
        'COMPLETED') break ;;
    esac
    sleep 0.5
done
result=$(curl -sf 'https://queue.fal.run'"$(jq -r '.["response_url"] | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")' <<< "$job")" \
    -H 'Authorization: Key '"$FAL_KEY" \
    -H 'Content-Type: application/json' \
    ) || { echo "Fetching the result failed" >&2; exit 1; }
curl -sSf -o 'audio.wav' "$(jq -r '.["audio"]["url"]' <<< "$result")"
