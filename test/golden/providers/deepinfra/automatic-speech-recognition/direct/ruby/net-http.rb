# Sends the audio file and prints the JSON answer.
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

API_URL = "https://api.deepinfra.com/v1/openai/audio/transcriptions"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("DEEPINFRA_TOKEN")
}

form = [
    ["file", File.binread("sample1.flac"), { filename: "sample1.flac", content_type: "audio/flac" }],
    ["model", "provider-org/provider-model"],
]

response = send_request("POST", API_URL, headers, form: form)
puts response.body
