<?php
// Calls the Responses API and prints the text of the answer's message items.
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
            "content" => "Give me a simple recipe for pancakes.",
        ],
    ],
    "text" => [
        "format" => [
            "type" => "json_schema",
            "name" => "recipe",
            "schema" => [
                "type" => "object",
                "properties" => [
                    "title" => [
                        "type" => "string",
                    ],
                    "servings" => [
                        "type" => "integer",
                    ],
                    "ingredients" => [
                        "type" => "array",
                        "items" => [
                            "type" => "string",
                        ],
                    ],
                    "steps" => [
                        "type" => "array",
                        "items" => [
                            "type" => "string",
                        ],
                    ],
                ],
                "required" => ["title", "servings", "ingredients", "steps"],
                "additionalProperties" => false,
            ],
            "strict" => true,
        ],
    ],
    "stream" => false,
];

$text = text_of(send_payload($api_url, $headers, $payload)["output"]);
// The answer is JSON text in the requested format: parse it and print the object.
echo to_json(json_decode($text, true, 512, JSON_THROW_ON_ERROR), JSON_PRETTY_PRINT), "\n";
