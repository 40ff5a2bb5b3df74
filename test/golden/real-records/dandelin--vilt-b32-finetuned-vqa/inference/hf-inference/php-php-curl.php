<?php
// Sends the image (base64) with the question.
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

$api_url = "https://router.huggingface.co/hf-inference/models/dandelin/vilt-b32-finetuned-vqa";
$headers = [
    "Authorization" => "Bearer " . require_env("HF_TOKEN"),
    "Content-Type" => "application/json",
];

$cats_b64 = base64_encode(file_get_contents("cats.jpg"));

$payload = [
    "inputs" => [
        "image" => $cats_b64,
        "question" => "What's the animal doing?",
    ],
];
$response = send_request("POST", $api_url, $headers, json_encode($payload, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE));
echo $response, "\n";
