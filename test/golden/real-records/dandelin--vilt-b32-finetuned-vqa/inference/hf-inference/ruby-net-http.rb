# Sends the image (base64) with the question.
require "base64"
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

API_URL = "https://router.huggingface.co/hf-inference/models/dandelin/vilt-b32-finetuned-vqa"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("HF_TOKEN"),
    "Content-Type" => "application/json"
}

cats_b64 = Base64.strict_encode64(File.binread("cats.jpg"))

payload = {
    "inputs" => {
        "image" => cats_b64,
        "question" => "What's the animal doing?"
    }
}
response = send_request("POST", API_URL, headers, JSON.generate(payload))
puts response.body
