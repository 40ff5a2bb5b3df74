# Streams an answer in a JSON format, then parses the whole text and prints the object.
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

API_URL = "https://router.huggingface.co/v1/chat/completions"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("HF_TOKEN"),
    "Content-Type" => "application/json"
}

payload = {
    "model" => "acme/model-x:hf-inference",
    "messages" => [
        {
            "role" => "user",
            "content" => "Give me a simple recipe for pancakes."
        }
    ],
    "response_format" => {
        "type" => "json_schema",
        "json_schema" => {
            "name" => "recipe",
            "schema" => {
                "type" => "object",
                "properties" => {
                    "title" => {
                        "type" => "string"
                    },
                    "servings" => {
                        "type" => "integer"
                    },
                    "ingredients" => {
                        "type" => "array",
                        "items" => {
                            "type" => "string"
                        }
                    },
                    "steps" => {
                        "type" => "array",
                        "items" => {
                            "type" => "string"
                        }
                    }
                },
                "required" => ["title", "servings", "ingredients", "steps"],
                "additionalProperties" => false
            },
            "strict" => true
        }
    },
    "stream" => true
}

# https://huggingface.co/docs/inference-providers/guides/structured-output
text = +""
stream_events(API_URL, headers, payload) do |chunk|
    text << (chunk.dig("choices", 0, "delta", "content") || "")
end
answer = JSON.parse(text)
puts JSON.pretty_generate(answer)
