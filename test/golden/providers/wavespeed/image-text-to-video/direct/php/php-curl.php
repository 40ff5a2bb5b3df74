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

$api_url = "https://api.wavespeed.ai/api/v3/provider-org/provider-model";
$headers = [
    "Authorization" => "Bearer " . require_env("WAVESPEED_API_KEY"),
    "Content-Type" => "application/json",
];

$cat_b64 = base64_encode(file_get_contents("cat.png"));

$payload = [
    "image" => $cat_b64,
    "images" => [$cat_b64],
    "prompt" => "Snow begins to fall gently around the cat.",
];
$response = send_request("POST", $api_url, $headers, json_encode($payload, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE));
$job = json_decode($response, true, 512, JSON_THROW_ON_ERROR);
$status_url = "https://api.wavespeed.ai" . parse_url(strval(($job["data"]["urls"]["get"] ?? null)), PHP_URL_PATH);
while (true) {
    $status = json_decode(send_request("GET", $status_url, $headers), true, 512, JSON_THROW_ON_ERROR);
    if (($status["data"]["status"] ?? null) === "completed") {
        break;
    }
    if (($status["data"]["status"] ?? null) === "failed") {
        fwrite(STDERR, "The job failed: " . json_encode($status) . "\n");
        exit(1);
    }
    usleep(500000);
}
$result = $status;
$media_url = $result["data"]["outputs"][0];
file_put_contents("video.mp4", send_request("GET", $media_url));
