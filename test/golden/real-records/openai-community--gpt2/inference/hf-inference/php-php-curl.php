<?php
// Sends the text as JSON and prints the JSON answer.
// A base model (no chat template): the prompt goes to the completions route as text to continue.
// A chat request to a base model gives poor answers: pick a chat model for conversations.
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

$api_url = "https://router.huggingface.co/hf-inference/models/openai-community/gpt2/v1/completions";
$headers = [
    "Authorization" => "Bearer " . require_env("HF_TOKEN"),
    "Content-Type" => "application/json",
];

$payload = [
    "model" => "openai-community/gpt2",
    "prompt" => "My name is Julien and I like to",
];
$response = send_request("POST", $api_url, $headers, json_encode($payload, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE));
echo $response, "\n";
