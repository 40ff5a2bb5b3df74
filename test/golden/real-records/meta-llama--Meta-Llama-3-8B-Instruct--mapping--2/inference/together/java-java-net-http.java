// Sends the chat messages and prints the reply.
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class Main {
    public static void main(String[] args) throws Exception {
        String apiUrl = "https://router.huggingface.co/v1/chat/completions";
        Map<String, String> headers = headerMap(
            "Authorization", "Bearer " + requireEnv("HF_TOKEN"),
            "Content-Type", "application/json"
        );
        byte[] payload = json(object(
            "model", "meta-llama/Meta-Llama-3-8B-Instruct:together",
            "messages", array(
                object(
                    "role", "user",
                    "content", "Suggest three names for a bakery that only sells sourdough bread."
                )
            ),
            "stream", false
        )).getBytes(StandardCharsets.UTF_8);
        HttpResponse<InputStream> resp = send("POST", apiUrl, payload, headers);
        print(at(parse(body(resp)), "choices", 0, "message", "content") + "\n");
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

    /** A value as text (whole JSON numbers are read as Long, so they print without a fraction). */
    static String text(Object value) {
        return String.valueOf(value);
    }

    /** The part of a parsed JSON value at a path of keys and indexes (null when missing). */
    static Object at(Object value, Object... path) {
        for (Object step : path) {
            if (value instanceof Map) {
                value = ((Map<?, ?>) value).get(step);
            } else if (value instanceof List && step instanceof Integer) {
                List<?> list = (List<?>) value;
                int index = (Integer) step;
                value = index >= 0 && index < list.size() ? list.get(index) : null;
            } else {
                return null;
            }
        }
        return value;
    }

    /** Parses JSON text into maps, lists, strings, numbers (Long or Double), booleans and null. */
    static Object parse(String text) {
        JsonReader reader = new JsonReader(text);
        Object value = reader.value();
        reader.skipSpace();
        if (reader.pos < text.length()) {
            throw reader.error("the end of the text");
        }
        return value;
    }

    /** A small recursive-descent JSON reader over one text. */
    static final class JsonReader {
        final String text;
        int pos;

        JsonReader(String text) {
            this.text = text;
        }

        Object value() {
            skipSpace();
            if (pos >= text.length()) {
                throw error("a value");
            }
            char c = text.charAt(pos);
            if (c == '{') {
                return object();
            }
            if (c == '[') {
                return array();
            }
            if (c == '"') {
                return string();
            }
            for (String word : new String[] {"true", "false", "null"}) {
                if (text.startsWith(word, pos)) {
                    pos += word.length();
                    return word.equals("null") ? null : Boolean.valueOf(word);
                }
            }
            return number();
        }

        Map<String, Object> object() {
            Map<String, Object> map = new LinkedHashMap<>();
            pos++;
            skipSpace();
            if (take('}')) {
                return map;
            }
            do {
                skipSpace();
                if (pos >= text.length() || text.charAt(pos) != '"') {
                    throw error("a key");
                }
                String key = string();
                skipSpace();
                if (!take(':')) {
                    throw error("':'");
                }
                map.put(key, value());
                skipSpace();
            } while (take(','));
            if (!take('}')) {
                throw error("',' or '}'");
            }
            return map;
        }

        List<Object> array() {
            List<Object> list = new ArrayList<>();
            pos++;
            skipSpace();
            if (take(']')) {
                return list;
            }
            do {
                list.add(value());
                skipSpace();
            } while (take(','));
            if (!take(']')) {
                throw error("',' or ']'");
            }
            return list;
        }

        String string() {
            StringBuilder out = new StringBuilder();
            pos++;
            while (pos < text.length()) {
                char c = text.charAt(pos++);
                if (c == '"') {
                    return out.toString();
                }
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                if (pos >= text.length()) {
                    break;
                }
                char escape = text.charAt(pos++);
                switch (escape) {
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'u' -> {
                        if (pos + 4 > text.length() || !text.substring(pos, pos + 4).matches("[0-9A-Fa-f]{4}")) {
                            throw error("four hex digits");
                        }
                        out.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                        pos += 4;
                    }
                    default -> out.append(escape);
                }
            }
            throw error("the end of the string");
        }

        Object number() {
            int start = pos;
            while (pos < text.length() && "+-0123456789.eE".indexOf(text.charAt(pos)) >= 0) {
                pos++;
            }
            String token = text.substring(start, pos);
            try {
                if (token.matches("-?[0-9]{1,18}")) {
                    return Long.parseLong(token);
                }
                return Double.parseDouble(token);
            } catch (NumberFormatException e) {
                throw error("a value");
            }
        }

        void skipSpace() {
            while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
        }

        boolean take(char c) {
            if (pos < text.length() && text.charAt(pos) == c) {
                pos++;
                return true;
            }
            return false;
        }

        IllegalArgumentException error(String expected) {
            return new IllegalArgumentException("JSON: expected " + expected + " at offset " + pos);
        }
    }
}
