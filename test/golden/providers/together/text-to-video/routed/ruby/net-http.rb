# Sends the prompt; the video is written to a file.
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

API_URL = "https://router.huggingface.co/together/v2/videos"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("HF_TOKEN"),
    "Content-Type" => "application/json"
}

payload = {
    "prompt" => "A paper boat drifting down a rain-filled street gutter.",
    "model" => "provider-org/provider-model"
}
response = send_request("POST", API_URL, headers, JSON.generate(payload))
job = JSON.parse(response.body)
status_url = "https://router.huggingface.co/together/v2/videos/" + URI.encode_www_form_component(job.dig("id").to_s).gsub("+", "%20")
status = nil
loop do
    status = JSON.parse(send_request("GET", status_url, headers).body)
    break if status.dig("status") == "completed"
    abort("The job failed: #{status}") if status.dig("status") == "failed"
    sleep(2)
end
result = status
media_url = result.dig("outputs", "video_url")
File.binwrite("video.mp4", send_request("GET", media_url).body)
