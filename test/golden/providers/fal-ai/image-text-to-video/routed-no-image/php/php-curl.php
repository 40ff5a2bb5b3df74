<?php
// Sends the image and the prompt; the video is written to a file.
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

$api_url = "https://router.huggingface.co/fal-ai/provider-org/provider-model?_subdomain=queue";
$headers = [
    "Authorization" => "Bearer " . require_env("HF_TOKEN"),
    "Content-Type" => "application/json",
];

$payload = [
    "prompt" => "A red fox running through fresh snow",
];
$response = send_request("POST", $api_url, $headers, json_encode($payload, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE));
$job = json_decode($response, true, 512, JSON_THROW_ON_ERROR);
$status_url = "https://router.huggingface.co/fal-ai" . parse_url(strval(($job["response_url"] ?? null)), PHP_URL_PATH) . "/status?_subdomain=queue";
while (true) {
    $status = json_decode(send_request("GET", $status_url, $headers), true, 512, JSON_THROW_ON_ERROR);
    if (($status["status"] ?? null) === "COMPLETED") {
        break;
    }
    usleep(500000);
}
$result = json_decode(send_request("GET", "https://router.huggingface.co/fal-ai" . parse_url(strval(($job["response_url"] ?? null)), PHP_URL_PATH) . "?_subdomain=queue", $headers), true, 512, JSON_THROW_ON_ERROR);
$media_url = $result["video"]["url"];
file_put_contents("video.mp4", send_request("GET", $media_url));
