# Streams the Responses API's events and prints the answer's text deltas as they arrive.
require "json"
require "net/http"
require "uri"

# Sends the payload and yields each JSON event of the server-sent-events answer as it arrives;
# on an HTTP error it stops the script with the answer.
def stream_events(url, headers, payload)
    uri = URI(url)
    request = Net::HTTP::Post.new(uri, headers)
    request.body = JSON.generate(payload)
    Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
        http.request(request) do |response|
            abort("POST #{url}: #{response.code} #{response.body}") unless response.is_a?(Net::HTTPSuccess)
            pending = +""
            response.read_body do |piece|
                pending << piece
                while (newline = pending.index("\n"))
                    line = pending.slice!(0..newline).strip
                    yield JSON.parse(line.delete_prefix("data:")) if line.start_with?("data:") && line != "data: [DONE]"
                end
            end
        end
    end
end

# The text of the message items of a Responses answer's output.
def text_of(output)
    output.select { |item| item["type"] == "message" }.flat_map { |item| item["content"] }.select { |part| part["type"] == "output_text" }.map { |part| part["text"] }.join
end

API_URL = "https://router.huggingface.co/v1/responses"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("HF_TOKEN"),
    "Content-Type" => "application/json"
}

payload = {
    "model" => "acme/model-x:hf-inference",
    "instructions" => "Reply with a JSON recipe.",
    "input" => [
        {
            "role" => "user",
            "content" => "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    "text" => {
        "format" => {
            "type" => "json_object"
        }
    },
    "stream" => true
}

# https://huggingface.co/docs/inference-providers/guides/responses-api
# The JSON text arrives in pieces: collect them, then parse the whole answer.
text = +""
stream_events(API_URL, headers, payload) do |event|
    text << event["delta"] if event["type"] == "response.output_text.delta"
end
puts JSON.pretty_generate(JSON.parse(text))
