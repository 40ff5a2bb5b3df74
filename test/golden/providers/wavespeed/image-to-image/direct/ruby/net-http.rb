# Sends the image and the prompt; the edited image is written to a file.
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

API_URL = "https://api.wavespeed.ai/api/v3/provider-org/provider-model"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("WAVESPEED_API_KEY"),
    "Content-Type" => "application/json"
}

cat_b64 = Base64.strict_encode64(File.binread("cat.png"))

payload = {
    "image" => cat_b64,
    "images" => [cat_b64],
    "prompt" => "Give the cat a tiny knitted scarf."
}
response = send_request("POST", API_URL, headers, JSON.generate(payload))
job = JSON.parse(response.body)
status_url = "https://api.wavespeed.ai" + URI(job.dig("data", "urls", "get").to_s).path
status = nil
loop do
    status = JSON.parse(send_request("GET", status_url, headers).body)
    break if status.dig("data", "status") == "completed"
    abort("The job failed: #{status}") if status.dig("data", "status") == "failed"
    sleep(0.5)
end
result = status
media_url = result.dig("data", "outputs", 0)
File.binwrite("image.png", send_request("GET", media_url).body)
