# Sends the image and the prompt; the video is written to a file.
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

API_URL = "https://api.novita.ai/v3/minimax/v2/video_generation"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("NOVITA_API_KEY"),
    "Content-Type" => "application/json"
}

cat_b64 = Base64.strict_encode64(File.binread("cat.png"))

payload = {
    "model" => "MiniMax-H3",
    "content" => [
        {
            "type" => "text",
            "text" => "Snow begins to fall gently around the cat."
        },
        {
            "type" => "image_url",
            "image_url" => {
                "url" => "data:image/png;base64," + cat_b64
            },
            "role" => "first_frame"
        }
    ],
    "resolution" => "768P",
    "duration" => 4,
    "ratio" => "adaptive"
}
response = send_request("POST", API_URL, headers, JSON.generate(payload))
job = JSON.parse(response.body)
status_url = "https://api.novita.ai/v3/minimax/v2/query/video_generation/" + URI.encode_www_form_component(job.dig("task_id").to_s).gsub("+", "%20")
status = nil
loop do
    status = JSON.parse(send_request("GET", status_url, headers).body)
    break if status.dig("task", "status") == "succeeded"
    abort("The job failed: #{status}") if status.dig("task", "status") == "failed"
    sleep(5)
end
result = status
media_url = result.dig("task", "content", "url")
File.binwrite("video.mp4", send_request("GET", media_url).body)
