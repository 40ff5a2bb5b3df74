<?php
// Streams the Responses API's events with tools: the text deltas are printed, the function
// calls run once complete and their outputs sent back; the final answer streams in.
// https://huggingface.co/docs/inference-providers/guides/responses-api
// Sends the payload and calls $handle with each JSON event of the server-sent-events answer as it
// arrives; on an HTTP error it stops the script with the answer.
function stream_events(string $url, array $headers, array $payload, callable $handle): void
{
    $lines = [];
    foreach ($headers as $name => $value) {
        $lines[] = $name . ": " . $value;
    }
    $pending = "";
    $curl = curl_init($url);
    curl_setopt_array($curl, [
        CURLOPT_POST => true,
        CURLOPT_HTTPHEADER => $lines,
        CURLOPT_POSTFIELDS => to_json($payload),
        CURLOPT_WRITEFUNCTION => function ($curl, string $piece) use (&$pending, $handle): int {
            $pending .= $piece;
            // An error answer is kept whole, for the message below.
            while (curl_getinfo($curl, CURLINFO_RESPONSE_CODE) < 400 && ($newline = strpos($pending, "\n")) !== false) {
                $line = trim(substr($pending, 0, $newline));
                $pending = substr($pending, $newline + 1);
                if (str_starts_with($line, "data:") && $line !== "data: [DONE]") {
                    $handle(json_decode(substr($line, strlen("data:")), true, 512, JSON_THROW_ON_ERROR));
                }
            }
            return strlen($piece);
        },
    ]);
    if (curl_exec($curl) === false) {
        fwrite(STDERR, "POST " . $url . ": " . curl_error($curl) . "\n");
        exit(1);
    }
    $status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);
    if ($status >= 400) {
        fwrite(STDERR, "POST " . $url . ": " . $status . " " . $pending . "\n");
        exit(1);
    }
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

// Streams one answer: prints its text as it arrives, returns the function calls it made.
function stream_answer(string $url, array $headers, array $payload): array
{
    $calls = [];
    stream_events($url, $headers, $payload, function ($event) use (&$calls): void {
        if (($event["type"] ?? "") === "response.output_text.delta") {
            echo $event["delta"];
        }
        // A function call's arguments stream in "response.function_call_arguments.delta"
        // events; the finished item carries them whole.
        if (($event["type"] ?? "") === "response.output_item.done" && ($event["item"]["type"] ?? "") === "function_call") {
            $calls[] = $event["item"];
        }
    });
    return $calls;
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
            "content" => "How many SKU-42 are left?",
        ],
    ],
    "tools" => [
        [
            "type" => "function",
            "name" => "lookup_stock",
            "description" => "Look up the stock of a product in the warehouse.",
            "parameters" => [
                "type" => "object",
                "properties" => [
                    "sku" => [
                        "type" => "string",
                    ],
                ],
                "required" => ["sku"],
                "additionalProperties" => false,
            ],
            "strict" => true,
        ],
    ],
    "tool_choice" => "required",
    "stream" => true,
];

$calls = stream_answer($api_url, $headers, $payload);
if ($calls) {
    // Each call goes back with its output: a "function_call_output" item with the call's call_id.
    foreach ($calls as $call) {
        $payload["input"][] = ["type" => "function_call", "call_id" => $call["call_id"], "name" => $call["name"], "arguments" => $call["arguments"]];
        $result = run_tool($call["name"], tool_arguments($call["arguments"]));
        $payload["input"][] = ["type" => "function_call_output", "call_id" => $call["call_id"], "output" => to_json($result)];
    }
    stream_answer($api_url, $headers, $payload);
}
echo "\n";
