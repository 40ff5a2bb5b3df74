# Streams the Responses API's events with tools: the text deltas are printed, the function calls run once complete and their outputs sent back.
require "json"
require "net/http"
require "uri"

# Sends the payload and yields each JSON event of the server-sent-events answer as it arrives;
# on an HTTP error it stops the script with the answer.
def stream_events(url, headers, payload)
    uri = URI(url)
    request = Net::HTTP::Post.new(uri, headers)
    request.body = JSON.generate(payload)
    Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
        http.request(request) do |response|
            abort("POST #{url}: #{response.code} #{response.body}") unless response.is_a?(Net::HTTPSuccess)
            pending = +""
            response.read_body do |piece|
                pending << piece
                while (newline = pending.index("\n"))
                    line = pending.slice!(0..newline).strip
                    yield JSON.parse(line.delete_prefix("data:")) if line.start_with?("data:") && line != "data: [DONE]"
                end
            end
        end
    end
end

# The text of the message items of a Responses answer's output.
def text_of(output)
    output.select { |item| item["type"] == "message" }.flat_map { |item| item["content"] }.select { |part| part["type"] == "output_text" }.map { |part| part["text"] }.join
end

# Runs one tool call of the model and returns its result: put your tools' code here.
def run_tool(name, arguments)
    { "error" => "no implementation for the tool #{name}" }
end

# A tool call's arguments: JSON text (or, from some servers, an object).
def tool_arguments(value)
    return value if value.is_a?(Hash)
    value.to_s.empty? ? {} : JSON.parse(value)
end

# Streams one answer: prints its text as it arrives, returns the function calls it made.
def stream_answer(headers, payload)
    calls = []
    stream_events(API_URL, headers, payload) do |event|
        print event["delta"] if event["type"] == "response.output_text.delta"
        # A function call's arguments stream in "response.function_call_arguments.delta"
        # events; the finished item carries them whole.
        calls << event["item"] if event["type"] == "response.output_item.done" && event.dig("item", "type") == "function_call"
    end
    calls
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
            "content" => "How many SKU-42 are left?"
        }
    ],
    "tools" => [
        {
            "type" => "function",
            "name" => "lookup_stock",
            "description" => "Look up the stock of a product in the warehouse.",
            "parameters" => {
                "type" => "object",
                "properties" => {
                    "sku" => {
                        "type" => "string"
                    }
                },
                "required" => ["sku"],
                "additionalProperties" => false
            },
            "strict" => true
        }
    ],
    "tool_choice" => "required",
    "stream" => true
}

# https://huggingface.co/docs/inference-providers/guides/responses-api
calls = stream_answer(headers, payload)
unless calls.empty?
    # Each call goes back with its output: a "function_call_output" item with the call's call_id.
    calls.each do |call|
        payload["input"] << { "type" => "function_call", "call_id" => call["call_id"], "name" => call["name"], "arguments" => call["arguments"] }
        result = run_tool(call["name"], tool_arguments(call["arguments"]))
        payload["input"] << { "type" => "function_call_output", "call_id" => call["call_id"], "output" => JSON.generate(result) }
    end
    stream_answer(headers, payload)
end
puts
