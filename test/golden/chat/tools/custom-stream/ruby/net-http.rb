# Streams the answer to the messages with the tools; the tool calls are assembled from their deltas, run, and their results sent back.
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

# Runs one tool call of the model and returns its result: put your tools' code here.
def run_tool(name, arguments)
    { "error" => "no implementation for the tool #{name}" }
end

# A tool call's arguments: JSON text (or, from some servers, an object).
def tool_arguments(value)
    return value if value.is_a?(Hash)
    value.to_s.empty? ? {} : JSON.parse(value)
end

# Streams one answer: prints its text as it arrives, returns the tool calls built from the deltas.
def stream_answer(headers, payload)
    calls = []
    stream_events(API_URL, headers, payload) do |chunk|
        delta = chunk.dig("choices", 0, "delta") || {}
        print delta["content"] if delta["content"]
        # A tool call arrives in pieces: its id and name first, then its arguments in fragments.
        (delta["tool_calls"] || []).each do |part|
            call = calls[part["index"] || 0] ||= { "id" => "", "name" => "", "arguments" => "" }
            call["id"] = part["id"] if part["id"]
            call["name"] += part.dig("function", "name") || ""
            call["arguments"] += part.dig("function", "arguments") || ""
        end
    end
    calls.compact
end

API_URL = "https://router.huggingface.co/v1/chat/completions"
headers = {
    "Authorization" => "Bearer " + ENV.fetch("HF_TOKEN"),
    "Content-Type" => "application/json"
}

payload = {
    "model" => "acme/model-x:hf-inference",
    "messages" => [
        {
            "role" => "user",
            "content" => "How many SKU-42 are left?"
        }
    ],
    "tools" => [
        {
            "type" => "function",
            "function" => {
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
        }
    ],
    "tool_choice" => {
        "type" => "function",
        "function" => {
            "name" => "lookup_stock"
        }
    },
    "stream" => true
}

# https://huggingface.co/docs/inference-providers/guides/function-calling
calls = stream_answer(headers, payload)
unless calls.empty?
    # The assistant turn with its tool calls, then one "tool" message per call.
    payload["messages"] << {
        "role" => "assistant",
        "content" => "",
        "tool_calls" => calls.map { |c| { "id" => c["id"], "type" => "function", "function" => { "name" => c["name"], "arguments" => c["arguments"] } } },
    }
    calls.each do |call|
        result = run_tool(call["name"], tool_arguments(call["arguments"]))
        payload["messages"] << { "role" => "tool", "tool_call_id" => call["id"], "content" => JSON.generate(result) }
    end
    stream_answer(headers, payload)
end
puts
