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

API_URL = "https://api.z.ai/api/paas/v4/async/images/generations"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("ZAI_API_KEY"),
    "Content-Type" => "application/json",
    "x-source-channel" => "hugging_face",
    "accept-language" => "en-US,en"
}

payload = {
    "num_inference_steps" => 5,
    "model" => "provider-org/provider-model",
    "prompt" => "A lighthouse on a rocky coast at sunset, painted in watercolour."
}
response = send_request("POST", API_URL, headers, JSON.generate(payload))
job = JSON.parse(response.body)
status_url = "https://api.z.ai/api/paas/v4/async-result/" + URI.encode_www_form_component(job.dig("id").to_s).gsub("+", "%20")
status = nil
loop do
    status = JSON.parse(send_request("GET", status_url, headers).body)
    break if status.dig("task_status") == "SUCCESS"
    abort("The job failed: #{status}") if status.dig("task_status") == "FAIL"
    sleep(5)
end
result = status
media_url = result.dig("image_result", 0, "url")
File.binwrite("image.png", send_request("GET", media_url).body)
