<?php
// Sends the image and the prompt; the edited image is written to a file.
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

$api_url = "https://router.huggingface.co/replicate/v1/models/provider-org/provider-model/predictions";
$headers = [
    "Authorization" => "Bearer " . require_env("HF_TOKEN"),
    "Content-Type" => "application/json",
    "Prefer" => "wait",
];

$cat_b64 = base64_encode(file_get_contents("cat.png"));

$payload = [
    "input" => [
        "prompt" => "Give the cat a tiny knitted scarf.",
        "image" => "data:image/png;base64," . $cat_b64,
        "images" => ["data:image/png;base64," . $cat_b64],
        "input_image" => "data:image/png;base64," . $cat_b64,
        "input_images" => ["data:image/png;base64," . $cat_b64],
    ],
];
$response = send_request("POST", $api_url, $headers, json_encode($payload, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE));
$job = json_decode($response, true, 512, JSON_THROW_ON_ERROR);
$status_url = "https://router.huggingface.co/replicate" . parse_url(strval(($job["urls"]["get"] ?? null)), PHP_URL_PATH);
while (true) {
    $status = json_decode(send_request("GET", $status_url, $headers), true, 512, JSON_THROW_ON_ERROR);
    if (($status["status"] ?? null) === "succeeded") {
        break;
    }
    if (in_array(($status["status"] ?? null), ["failed", "canceled"], true)) {
        fwrite(STDERR, "The job failed: " . json_encode($status) . "\n");
        exit(1);
    }
    usleep(1000000);
}
$result = $status;
$media_url = $result["output"];
if (is_array($media_url)) {
    $media_url = $media_url[0];
}
file_put_contents("image.png", send_request("GET", $media_url));
