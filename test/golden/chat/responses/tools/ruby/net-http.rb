# Calls the Responses API with tools, runs the function calls the model asks for, sends their outputs back and prints the final answer.
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

# The text of the message items of a Responses answer's output.
def text_of(output)
    output.select { |item| item["type"] == "message" }.flat_map { |item| item["content"] }.select { |part| part["type"] == "output_text" }.map { |part| part["text"] }.join
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

API_URL = "https://router.huggingface.co/v1/responses"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("HF_TOKEN"),
    "Content-Type" => "application/json"
}

payload = {
    "model" => "acme/model-x:hf-inference",
    "input" => [
        {
            "role" => "user",
            "content" => "What is the weather like in Paris today?"
        }
    ],
    "tools" => [
        {
            "type" => "function",
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
            },
            "strict" => false
        }
    ],
    "stream" => false
}

# https://huggingface.co/docs/inference-providers/guides/responses-api
output = send_payload(API_URL, headers, payload)["output"]
calls = output.select { |item| item["type"] == "function_call" }
unless calls.empty?
    # Each call goes back with its output: a "function_call_output" item with the call's call_id.
    calls.each do |call|
        payload["input"] << { "type" => "function_call", "call_id" => call["call_id"], "name" => call["name"], "arguments" => call["arguments"] }
        result = run_tool(call["name"], tool_arguments(call["arguments"]))
        payload["input"] << { "type" => "function_call_output", "call_id" => call["call_id"], "output" => JSON.generate(result) }
    end
    output = send_payload(API_URL, headers, payload)["output"]
end
puts text_of(output)
