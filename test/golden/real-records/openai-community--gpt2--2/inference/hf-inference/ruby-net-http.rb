# Sends the text as JSON and prints the JSON answer.
require "json"
require "net/http"
require "uri"

# A base model (no chat template): the prompt goes to the completions route as text to continue.
# A chat request to a base model gives poor answers: pick a chat model for conversations.
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

API_URL = "https://router.huggingface.co/hf-inference/models/openai-community/gpt2/v1/completions"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("HF_TOKEN"),
    "Content-Type" => "application/json"
}

payload = {
    "model" => "openai-community/gpt2",
    "prompt" => "My name is Julien and I like to"
}
response = send_request("POST", API_URL, headers, JSON.generate(payload))
puts response.body
