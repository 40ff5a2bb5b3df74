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

$cats_b64 = base64_encode(file_get_contents("cats.jpg"));
$cat_b64 = base64_encode(file_get_contents("cat.png"));

$payload = [
    "model" => "acme/model-x:hf-inference",
    "input" => [
        [
            "role" => "user",
            "content" => [
                [
                    "type" => "input_text",
                    "text" => "What differs between these two pictures?",
                ],
                [
                    "type" => "input_image",
                    "image_url" => "data:image/jpeg;base64," . $cats_b64,
                ],
                [
                    "type" => "input_image",
                    "image_url" => "data:image/png;base64," . $cat_b64,
                ],
            ],
        ],
    ],
    "stream" => false,
];

$text = text_of(send_payload($api_url, $headers, $payload)["output"]);
echo $text, "\n";
