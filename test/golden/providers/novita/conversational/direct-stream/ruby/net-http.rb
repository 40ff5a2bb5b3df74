# Sends the chat messages and prints the reply as it streams in (server-sent events).
require "json"
require "net/http"
require "uri"

API_URL = "https://api.novita.ai/v3/openai/chat/completions"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("NOVITA_API_KEY"),
    "Content-Type" => "application/json"
}

payload = {
    "model" => "provider-org/provider-model",
    "messages" => [
        {
            "role" => "user",
            "content" => "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    "stream" => true
}

uri = URI(API_URL)
request = Net::HTTP::Post.new(uri, headers)
request.body = JSON.generate(payload)
Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
    http.request(request) do |response|
        abort("POST #{API_URL}: #{response.code} #{response.body}") unless response.is_a?(Net::HTTPSuccess)
        pending = +""
        response.read_body do |piece|
            pending << piece
            while (newline = pending.index("\n"))
                line = pending.slice!(0..newline).strip
                next if !line.start_with?("data:") || line == "data: [DONE]"
                chunk = JSON.parse(line.delete_prefix("data:"))
                print chunk.dig("choices", 0, "delta", "content") unless chunk["choices"].empty?
            end
        end
    end
end
puts
