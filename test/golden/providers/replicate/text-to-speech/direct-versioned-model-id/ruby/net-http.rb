# Sends the text; the speech is written to a file.
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

API_URL = "https://api.replicate.com/v1/predictions"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("REPLICATE_API_TOKEN"),
    "Content-Type" => "application/json",
    "Prefer" => "wait"
}

payload = {
    "input" => {
        "text" => "Welcome aboard. Please keep your seatbelt fastened while seated."
    },
    "version" => "5c7d5dc6dd8bf75c1acaa8565735e7986bc5b66206b55cca93cb72c9bf15ccaa"
}
response = send_request("POST", API_URL, headers, JSON.generate(payload))
job = JSON.parse(response.body)
status_url = "https://api.replicate.com" + URI(job.dig("urls", "get").to_s).path
status = nil
loop do
    status = JSON.parse(send_request("GET", status_url, headers).body)
    break if status.dig("status") == "succeeded"
    abort("The job failed: #{status}") if ["failed", "canceled"].include?(status.dig("status"))
    sleep(1)
end
result = status
media_url = result.dig("output")
media_url = media_url.first if media_url.is_a?(Array)
File.binwrite("speech.wav", send_request("GET", media_url).body)
