# Calls the Responses API and prints the text of the answer's message items.
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
    "input" => [
        {
            "role" => "user",
            "content" => "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    "stream" => false
}

# https://huggingface.co/docs/inference-providers/guides/responses-api
text = text_of(send_payload(API_URL, headers, payload)["output"])
puts text
