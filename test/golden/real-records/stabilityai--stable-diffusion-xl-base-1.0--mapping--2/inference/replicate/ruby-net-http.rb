# Sends the prompt; the image is written to a file.
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

API_URL = "https://router.huggingface.co/replicate/v1/predictions"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("HF_TOKEN"),
    "Content-Type" => "application/json",
    "Prefer" => "wait"
}

payload = {
    "input" => {
        "num_inference_steps" => 5,
        "prompt" => "A lighthouse on a rocky coast at sunset, painted in watercolour."
    },
    "version" => "7762fd07cf82c948538e41f63f77d685e02b063e37e496e96eefd46c929f9bdc"
}
response = send_request("POST", API_URL, headers, JSON.generate(payload))
job = JSON.parse(response.body)
status_url = "https://router.huggingface.co/replicate" + URI(job.dig("urls", "get").to_s).path
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
File.binwrite("image.png", send_request("GET", media_url).body)
