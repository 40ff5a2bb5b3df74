<?php
// Sends the messages with the tools, runs the tool calls the model asks for, sends their
// results back and prints the final answer.
// https://huggingface.co/docs/inference-providers/guides/function-calling
// Makes one HTTP request with curl; on an HTTP error it stops the script with the answer.
function send_request(string $method, string $url, array $headers = [], $body = null): string
{
    $lines = [];
    foreach ($headers as $name => $value) {
        $lines[] = $name . ": " . $value;
    }
    $curl = curl_init($url);
    curl_setopt_array($curl, [
        CURLOPT_CUSTOMREQUEST => $method,
        CURLOPT_HTTPHEADER => $lines,
        CURLOPT_RETURNTRANSFER => true,
    ]);
    if ($body !== null) {
        curl_setopt($curl, CURLOPT_POSTFIELDS, $body);
    }
    $answer = curl_exec($curl);
    if ($answer === false) {
        fwrite(STDERR, $method . " " . $url . ": " . curl_error($curl) . "\n");
        exit(1);
    }
    $status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);
    if ($status >= 400) {
        fwrite(STDERR, $method . " " . $url . ": " . $status . " " . $answer . "\n");
        exit(1);
    }
    return $answer;
}

// An environment variable's value; the script stops when it is unset or empty.
function require_env(string $name): string
{
    $value = getenv($name);
    if ($value === false || $value === "") {
        fwrite(STDERR, "Set the " . $name . " environment variable.\n");
        exit(1);
    }
    return $value;
}

// Sends the payload as JSON and returns the decoded answer.
function send_payload(string $url, array $headers, array $payload): array
{
    return json_decode(send_request("POST", $url, $headers, to_json($payload)), true, 512, JSON_THROW_ON_ERROR);
}

// A value as JSON text.
function to_json($value, int $flags = 0): string
{
    return json_encode($value, $flags | JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
}

// Runs one tool call of the model and returns its result: put your tools' code here.
function run_tool(string $name, array $arguments): array
{
    if ($name === "get_weather") {
        // A canned forecast for the sample tool; call a real weather service here.
        return ["city" => $arguments["city"] ?? null, "temperature" => 18, "unit" => $arguments["unit"] ?? "celsius", "conditions" => "partly cloudy"];
    }
    return ["error" => "no implementation for the tool " . $name];
}

// A tool call's arguments: JSON text (or, from some servers, an object).
function tool_arguments($value): array
{
    if (is_array($value)) {
        return $value;
    }
    return $value === null || $value === "" ? [] : json_decode($value, true, 512, JSON_THROW_ON_ERROR);
}

$api_url = "https://router.huggingface.co/v1/chat/completions";
$headers = [
    "Authorization" => "Bearer " . require_env("HF_TOKEN"),
    "Content-Type" => "application/json",
];

$payload = [
    "model" => "acme/model-x:hf-inference",
    "messages" => [
        [
            "role" => "user",
            "content" => "What is the weather like in Paris today?",
        ],
    ],
    "tools" => [
        [
            "type" => "function",
            "function" => [
                "name" => "get_weather",
                "description" => "Get the current weather in a city.",
                "parameters" => [
                    "type" => "object",
                    "properties" => [
                        "city" => [
                            "type" => "string",
                            "description" => "City name, e.g. Paris",
                        ],
                        "unit" => [
                            "type" => "string",
                            "enum" => ["celsius", "fahrenheit"],
                        ],
                    ],
                    "required" => ["city"],
                ],
            ],
        ],
    ],
    "stream" => false,
];

$message = send_payload($api_url, $headers, $payload)["choices"][0]["message"];
if (!empty($message["tool_calls"])) {
    // The assistant turn with its tool calls, then one "tool" message per call.
    $payload["messages"][] = ["role" => "assistant", "content" => $message["content"] ?? "", "tool_calls" => $message["tool_calls"]];
    foreach ($message["tool_calls"] as $call) {
        $result = run_tool($call["function"]["name"], tool_arguments($call["function"]["arguments"] ?? null));
        $payload["messages"][] = ["role" => "tool", "tool_call_id" => $call["id"], "content" => to_json($result)];
    }
    $message = send_payload($api_url, $headers, $payload)["choices"][0]["message"];
}
echo $message["content"], "\n";
