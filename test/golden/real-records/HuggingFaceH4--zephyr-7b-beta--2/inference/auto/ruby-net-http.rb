# Sends the chat messages and prints the reply.
require "json"
require "net/http"
require "uri"

# Makes one HTTP request; on an HTTP error it stops the script with the answer.
def send_request(method, url, headers = {}, body = nil, form: nil)
    uri = URI(url)
    request = (method == "GET" ? Net::HTTP::Get : Net::HTTP::Post).new(uri, headers)
    request.body = body unless body.nil?
    request.set_form(form, "multipart/form-data") unless form.nil?
    response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
        http.request(request)
    end
    abort("#{method} #{url}: #{response.code} #{response.body}") unless response.is_a?(Net::HTTPSuccess)
    response
end

API_URL = "https://router.huggingface.co/v1/chat/completions"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("HF_TOKEN"),
    "Content-Type" => "application/json"
}

payload = {
    "model" => "HuggingFaceH4/zephyr-7b-beta",
    "messages" => [
        {
            "role" => "user",
            "content" => "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    "stream" => false
}
response = send_request("POST", API_URL, headers, JSON.generate(payload))
puts JSON.parse(response.body).dig("choices", 0, "message", "content")
