<?php
// Sends the chat messages and prints the reply.
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


$api_url = "https://router.huggingface.co/v1/chat/completions";
$headers = [
    "Authorization" => "Bearer hf_literal_token",
    "Content-Type" => "application/json",
];

$payload = [
    "model" => "acme/model-x:hf-inference",
    "messages" => [
        [
            "role" => "user",
            "content" => "Suggest three names for a bakery that only sells sourdough bread.",
        ],
    ],
    "stream" => false,
];
$response = send_request("POST", $api_url, $headers, json_encode($payload, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE));
$answer = json_decode($response, true, 512, JSON_THROW_ON_ERROR);
echo $answer["choices"][0]["message"]["content"], "\n";
