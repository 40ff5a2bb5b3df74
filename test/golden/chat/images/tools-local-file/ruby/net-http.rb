# Sends the messages with the tools, runs the tool calls the model asks for, sends their results back and prints the final answer.
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

# Sends the payload as JSON and returns the parsed answer.
def send_payload(url, headers, payload)
    JSON.parse(send_request("POST", url, headers, JSON.generate(payload)).body)
end

# Runs one tool call of the model and returns its result: put your tools' code here.
def run_tool(name, arguments)
    if name == "get_weather"
        # A canned forecast for the sample tool; call a real weather service here.
        return { "city" => arguments["city"], "temperature" => 18, "unit" => arguments.fetch("unit", "celsius"), "conditions" => "partly cloudy" }
    end
    { "error" => "no implementation for the tool #{name}" }
end

# A tool call's arguments: JSON text (or, from some servers, an object).
def tool_arguments(value)
    return value if value.is_a?(Hash)
    value.to_s.empty? ? {} : JSON.parse(value)
end

API_URL = "https://router.huggingface.co/v1/chat/completions"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("HF_TOKEN"),
    "Content-Type" => "application/json"
}

cats_b64 = Base64.strict_encode64(File.binread("cats.jpg"))
cat_b64 = Base64.strict_encode64(File.binread("cat.png"))

payload = {
    "model" => "acme/model-x:hf-inference",
    "messages" => [
        {
            "role" => "user",
            "content" => [
                {
                    "type" => "text",
                    "text" => "What differs between these two pictures?"
                },
                {
                    "type" => "image_url",
                    "image_url" => {
                        "url" => "data:image/jpeg;base64," + cats_b64
                    }
                },
                {
                    "type" => "image_url",
                    "image_url" => {
                        "url" => "data:image/png;base64," + cat_b64
                    }
                }
            ]
        }
    ],
    "tools" => [
        {
            "type" => "function",
            "function" => {
                "name" => "get_weather",
                "description" => "Get the current weather in a city.",
                "parameters" => {
                    "type" => "object",
                    "properties" => {
                        "city" => {
                            "type" => "string",
                            "description" => "City name, e.g. Paris"
                        },
                        "unit" => {
                            "type" => "string",
                            "enum" => ["celsius", "fahrenheit"]
                        }
                    },
                    "required" => ["city"]
                }
            }
        }
    ],
    "stream" => false
}

# https://huggingface.co/docs/inference-providers/guides/function-calling
message = send_payload(API_URL, headers, payload).dig("choices", 0, "message")
unless (message["tool_calls"] || []).empty?
    # The assistant turn with its tool calls, then one "tool" message per call.
    payload["messages"] << { "role" => "assistant", "content" => message["content"] || "", "tool_calls" => message["tool_calls"] }
    message["tool_calls"].each do |call|
        result = run_tool(call.dig("function", "name"), tool_arguments(call.dig("function", "arguments")))
        payload["messages"] << { "role" => "tool", "tool_call_id" => call["id"], "content" => JSON.generate(result) }
    end
    message = send_payload(API_URL, headers, payload).dig("choices", 0, "message")
end
puts message["content"]
