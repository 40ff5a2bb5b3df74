<?php
// Streams the answer to the messages with the tools; the tool calls are assembled from their
// deltas, run, and their results sent back; the final answer streams in.
// https://huggingface.co/docs/inference-providers/guides/function-calling
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

// Streams one answer: prints its text as it arrives, returns the tool calls built from the deltas.
function stream_answer(string $url, array $headers, array $payload): array
{
    $calls = [];
    stream_events($url, $headers, $payload, function ($chunk) use (&$calls): void {
        $delta = $chunk["choices"][0]["delta"] ?? [];
        echo $delta["content"] ?? "";
        // A tool call arrives in pieces: its id and name first, then its arguments in fragments.
        foreach ($delta["tool_calls"] ?? [] as $part) {
            $index = $part["index"] ?? 0;
            $calls[$index] ??= ["id" => "", "name" => "", "arguments" => ""];
            if (!empty($part["id"])) {
                $calls[$index]["id"] = $part["id"];
            }
            $calls[$index]["name"] .= $part["function"]["name"] ?? "";
            $calls[$index]["arguments"] .= $part["function"]["arguments"] ?? "";
        }
    });
    ksort($calls);
    return array_values($calls);
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
    "stream" => true,
];

$calls = stream_answer($api_url, $headers, $payload);
if ($calls) {
    // The assistant turn with its tool calls, then one "tool" message per call.
    $payload["messages"][] = [
        "role" => "assistant",
        "content" => "",
        "tool_calls" => array_map(fn ($c) => ["id" => $c["id"], "type" => "function", "function" => ["name" => $c["name"], "arguments" => $c["arguments"]]], $calls),
    ];
    foreach ($calls as $call) {
        $result = run_tool($call["name"], tool_arguments($call["arguments"]));
        $payload["messages"][] = ["role" => "tool", "tool_call_id" => $call["id"], "content" => to_json($result)];
    }
    stream_answer($api_url, $headers, $payload);
}
echo "\n";
