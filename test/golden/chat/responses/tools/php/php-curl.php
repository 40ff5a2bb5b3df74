<?php
// Calls the Responses API with tools, runs the function calls the model asks for, sends their
// outputs back and prints the final answer.
// https://huggingface.co/docs/inference-providers/guides/responses-api
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

// The text of the message items of a Responses answer's output.
function text_of(array $output): string
{
    $text = "";
    foreach ($output as $item) {
        foreach (($item["type"] ?? "") === "message" ? $item["content"] : [] as $part) {
            if (($part["type"] ?? "") === "output_text") {
                $text .= $part["text"];
            }
        }
    }
    return $text;
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

$api_url = "https://router.huggingface.co/v1/responses";
$headers = [
    "Authorization" => "Bearer " . require_env("HF_TOKEN"),
    "Content-Type" => "application/json",
];

$payload = [
    "model" => "acme/model-x:hf-inference",
    "input" => [
        [
            "role" => "user",
            "content" => "What is the weather like in Paris today?",
        ],
    ],
    "tools" => [
        [
            "type" => "function",
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
            "strict" => false,
        ],
    ],
    "stream" => false,
];

$output = send_payload($api_url, $headers, $payload)["output"];
$calls = array_filter($output, fn ($item) => ($item["type"] ?? "") === "function_call");
if ($calls) {
    // Each call goes back with its output: a "function_call_output" item with the call's call_id.
    foreach ($calls as $call) {
        $payload["input"][] = ["type" => "function_call", "call_id" => $call["call_id"], "name" => $call["name"], "arguments" => $call["arguments"]];
        $result = run_tool($call["name"], tool_arguments($call["arguments"]));
        $payload["input"][] = ["type" => "function_call_output", "call_id" => $call["call_id"], "output" => to_json($result)];
    }
    $output = send_payload($api_url, $headers, $payload)["output"];
}
echo text_of($output), "\n";
