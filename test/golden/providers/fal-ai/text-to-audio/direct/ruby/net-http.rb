# Sends the text; the audio is written to a file.
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

API_URL = "https://queue.fal.run/provider-org/provider-model"
headers = {
    "Authorization" => "Key " + ENV.fetch("FAL_KEY"),
    "Content-Type" => "application/json"
}

payload = {
    "prompt" => "Gentle rain on a tin roof with distant thunder."
}
response = send_request("POST", API_URL, headers, JSON.generate(payload))
job = JSON.parse(response.body)
status_url = "https://queue.fal.run" + URI(job.dig("response_url").to_s).path + "/status"
status = nil
loop do
    status = JSON.parse(send_request("GET", status_url, headers).body)
    break if status.dig("status") == "COMPLETED"
    sleep(0.5)
end
result = JSON.parse(send_request("GET", "https://queue.fal.run" + URI(job.dig("response_url").to_s).path, headers).body)
media_url = result.dig("audio", "url")
File.binwrite("audio.wav", send_request("GET", media_url).body)
