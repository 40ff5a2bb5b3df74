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

$api_url = "https://queue.fal.run/provider-org/provider-model";
$headers = [
    "Authorization" => "Key " . require_env("FAL_KEY"),
    "Content-Type" => "application/json",
];

$cat_b64 = base64_encode(file_get_contents("cat.png"));

$payload = [
    "image_url" => "data:image/png;base64," . $cat_b64,
    "prompt" => "The cat slowly turns its head and blinks.",
];
$response = send_request("POST", $api_url, $headers, json_encode($payload, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE));
$job = json_decode($response, true, 512, JSON_THROW_ON_ERROR);
$status_url = "https://queue.fal.run" . parse_url(strval(($job["response_url"] ?? null)), PHP_URL_PATH) . "/status";
while (true) {
    $status = json_decode(send_request("GET", $status_url, $headers), true, 512, JSON_THROW_ON_ERROR);
    if (($status["status"] ?? null) === "COMPLETED") {
        break;
    }
    usleep(500000);
}
$result = json_decode(send_request("GET", "https://queue.fal.run" . parse_url(strval(($job["response_url"] ?? null)), PHP_URL_PATH), $headers), true, 512, JSON_THROW_ON_ERROR);
$media_url = $result["video"]["url"];
file_put_contents("video.mp4", send_request("GET", $media_url));
