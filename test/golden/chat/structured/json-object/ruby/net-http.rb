# Asks for an answer in a JSON format, parses it and prints the object.
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

# Sends the payload as JSON and returns the parsed answer.
def send_payload(url, headers, payload)
    JSON.parse(send_request("POST", url, headers, JSON.generate(payload)).body)
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
            "role" => "system",
            "content" => "Reply with a JSON object."
        },
        {
            "role" => "user",
            "content" => "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    "response_format" => {
        "type" => "json_object"
    },
    "stream" => false
}

# https://huggingface.co/docs/inference-providers/guides/structured-output
answer = JSON.parse(send_payload(API_URL, headers, payload).dig("choices", 0, "message", "content"))
puts JSON.pretty_generate(answer)
