// Sends the image (base64) with the question.
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class Main {
    public static void main(String[] args) throws Exception {
        String apiUrl = "https://router.huggingface.co/hf-inference/models/acme/model-x";
        Map<String, String> headers = headerMap(
            "Authorization", "Bearer " + requireEnv("HF_TOKEN"),
            "Content-Type", "application/json"
        );
        String cats_b64 = Base64.getEncoder().encodeToString(readFile("cats.jpg"));
        byte[] payload = json(object(
            "inputs", object(
                "image", cats_b64,
                "question", "How many cats are lying on the sofa?"
            )
        )).getBytes(StandardCharsets.UTF_8);
        HttpResponse<InputStream> resp = send("POST", apiUrl, payload, headers);
        print(body(resp) + "\n");
    }

    static final HttpClient CLIENT = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).build();

    /** Makes one HTTP request; on an error status it prints the answer and stops the program. */
    static HttpResponse<InputStream> send(String method, String address, byte[] body, Map<String, String> headers)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(address))
            .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body));
        headers.forEach(request::header);
        HttpResponse<InputStream> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
        if (response.statusCode() >= 400) {
            System.err.println(method + " " + address + ": " + response.statusCode());
            System.err.println(new String(response.body().readAllBytes(), StandardCharsets.UTF_8));
            System.exit(1);
        }
        return response;
    }

    /** A whole answer's bytes. */
    static byte[] bytes(HttpResponse<InputStream> response) throws IOException {
        try (InputStream in = response.body()) {
            return in.readAllBytes();
        }
    }

    /** A whole answer as text. */
    static String body(HttpResponse<InputStream> response) throws IOException {
        return new String(bytes(response), StandardCharsets.UTF_8);
    }

    /** Writes text to standard output as UTF-8. */
    static void print(String text) {
        byte[] data = text.getBytes(StandardCharsets.UTF_8);
        System.out.write(data, 0, data.length);
        System.out.flush();
    }

    /** An environment variable's value; the program stops when it is unset or empty. */
    static String requireEnv(String name) {
        String value = System.getenv(name);
        if (value == null || value.isEmpty()) {
            System.err.println("Set the " + name + " environment variable.");
            System.exit(1);
        }
        return value;
    }

    /** A file's bytes. */
    static byte[] readFile(String name) throws IOException {
        return Files.readAllBytes(Path.of(name));
    }

    /** Header names and values, in pairs, as a map that can still be added to. */
    static Map<String, String> headerMap(String... namesAndValues) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            map.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return map;
    }

    /** A JSON object from keys and values, in pairs. */
    static Map<String, Object> object(Object... keysAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i + 1 < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    /** A JSON array. */
    static List<Object> array(Object... items) {
        return Arrays.asList(items);
    }

    /** JSON text for maps, lists, strings, numbers, booleans and null. */
    static String json(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof String) {
            StringBuilder out = new StringBuilder("\"");
            for (char c : ((String) value).toCharArray()) {
                if (c == '"' || c == '\\') {
                    out.append('\\').append(c);
                } else if (c < 0x20 || c > 0x7e) {
                    out.append(String.format("\\u%04x", (int) c));
                } else {
                    out.append(c);
                }
            }
            return out.append('"').toString();
        }
        List<String> parts = new ArrayList<>();
        if (value instanceof Map) {
            ((Map<?, ?>) value).forEach((key, item) -> parts.add(json(String.valueOf(key)) + ": " + json(item)));
            return "{" + String.join(", ", parts) + "}";
        }
        if (value instanceof List) {
            ((List<?>) value).forEach(item -> parts.add(json(item)));
            return "[" + String.join(", ", parts) + "]";
        }
        return String.valueOf(value);
    }
}
