# Sends the text as JSON and prints the JSON answer.
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

API_URL = "https://router.huggingface.co/hf-inference/models/sshleifer/distilbart-cnn-12-6"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("HF_TOKEN"),
    "Content-Type" => "application/json"
}

payload = {
    "inputs" => "The tower is 324 metres (1,063 ft) tall, about the same height as an 81-storey building, and the tallest structure in Paris. Its base is square, measuring 125 metres (410 ft) on each side. During its construction, the Eiffel Tower surpassed the Washington Monument to become the tallest man-made structure in the world, a title it held for 41 years until the Chrysler Building in New York City was finished in 1930. It was the first structure to reach a height of 300 metres. Due to the addition of a broadcasting aerial at the top of the tower in 1957, it is now taller than the Chrysler Building by 5.2 metres (17 ft). Excluding transmitters, the Eiffel Tower is the second tallest free-standing structure in France after the Millau Viaduct."
}
response = send_request("POST", API_URL, headers, JSON.generate(payload))
puts response.body
