<?php
// Test harness: reads [{id, code, sentinel}] as JSON on stdin and prints the failures as JSON: a
// script PHP's parser refuses (what `php -l` runs), or a sentinel outside a plain string literal
// (an interpolating string, a comment or bare code all fail).
$failures = [];
foreach (json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR) as $item) {
    $code = $item["code"];
    try {
        $tokens = token_get_all($code, TOKEN_PARSE);
    } catch (ParseError $e) {
        $failures[] = ["id" => $item["id"], "error" => "ParseError: " . $e->getMessage() . " (line " . $e->getLine() . ")"];
        continue;
    }
    $sentinel = $item["sentinel"];
    if ($sentinel === "") {
        continue;
    }
    $spans = [];
    $offset = 0;
    foreach ($tokens as $token) {
        $text = is_array($token) ? $token[1] : $token;
        if (is_array($token) && $token[0] === T_CONSTANT_ENCAPSED_STRING) {
            $spans[] = [$offset, $offset + strlen($text)];
        }
        $offset += strlen($text);
    }
    $at = 0;
    while (($at = strpos($code, $sentinel, $at)) !== false) {
        $inside = false;
        foreach ($spans as [$a, $b]) {
            if ($a < $at && $at + strlen($sentinel) < $b) {
                $inside = true;
            }
        }
        if (!$inside) {
            $failures[] = ["id" => $item["id"], "error" => "sentinel outside a string literal at byte " . $at];
            break;
        }
        $at++;
    }
}
echo json_encode($failures), "\n";
