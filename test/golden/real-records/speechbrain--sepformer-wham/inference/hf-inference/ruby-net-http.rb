# Sends the audio file's bytes; each audio track of the answer is written to its own file.
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

API_URL = "https://router.huggingface.co/hf-inference/models/speechbrain/sepformer-wham"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("HF_TOKEN"),
    "Content-Type" => "audio/flac"
}

response = send_request("POST", API_URL, headers, File.binread("sample1.flac"))
JSON.parse(response.body).each_with_index do |track, i|
    name = "track_#{i}.flac"
    File.binwrite(name, Base64.strict_decode64(track["blob"]))
    puts [track["label"], name].join(" ")
end
