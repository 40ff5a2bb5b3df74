// Streams the Responses API's events and prints the answer's text deltas as they arrive.
// https://huggingface.co/docs/inference-providers/guides/responses-api
package main

import (
    "bufio"
    "bytes"
    "encoding/json"
    "fmt"
    "io"
    "net/http"
    "os"
    "strings"
)

func main() {
    apiURL := "https://router.huggingface.co/v1/responses"
    headers := map[string]string{
        "Authorization": "Bearer " + requireEnv("HF_TOKEN"),
        "Content-Type": "application/json",
    }
    payload := map[string]any{
        "model": "acme/model-x:hf-inference",
        "instructions": "Reply with a JSON recipe.",
        "input": []any{
            map[string]any{
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread.",
            },
        },
        "text": map[string]any{
            "format": map[string]any{
                "type": "json_object",
            },
        },
        "stream": true,
    }

    // The JSON text arrives in pieces: collect them, then parse the whole answer.
    var text strings.Builder
    events(send("POST", apiURL, encode(payload), headers), func(event any) {
        if delta, ok := at(event, "delta").(string); ok && at(event, "type") == "response.output_text.delta" {
            text.WriteString(delta)
        }
    })
    printJSON(decode([]byte(text.String())))
}

// check stops the program with the error, if there is one.
func check(err error) {
    if err != nil {
        fmt.Fprintln(os.Stderr, err)
        os.Exit(1)
    }
}

// requireEnv returns an environment variable's value; the program stops when it is unset or empty.
func requireEnv(name string) string {
    value := os.Getenv(name)
    if value == "" {
        fmt.Fprintf(os.Stderr, "Set the %s environment variable.\n", name)
        os.Exit(1)
    }
    return value
}

// send makes one HTTP request; on an error status it prints the answer and stops the program.
func send(method, address string, body []byte, headers map[string]string) *http.Response {
    request, err := http.NewRequest(method, address, bytes.NewReader(body))
    check(err)
    for name, value := range headers {
        request.Header.Set(name, value)
    }
    response, err := http.DefaultClient.Do(request)
    check(err)
    if response.StatusCode >= 400 {
        answer, _ := io.ReadAll(response.Body)
        fmt.Fprintf(os.Stderr, "%s %s: %s\n%s\n", method, address, response.Status, answer)
        os.Exit(1)
    }
    return response
}

// readAll reads a whole answer.
func readAll(response *http.Response) []byte {
    defer response.Body.Close()
    data, err := io.ReadAll(response.Body)
    check(err)
    return data
}

// decode parses JSON text.
func decode(data []byte) any {
    var value any
    check(json.Unmarshal(data, &value))
    return value
}

// at returns the part of a decoded JSON value at a path of keys and indexes (nil when missing).
func at(value any, path ...any) any {
    for _, step := range path {
        switch node := value.(type) {
        case map[string]any:
            key, _ := step.(string)
            value = node[key]
        case []any:
            index, ok := step.(int)
            if !ok || index < 0 || index >= len(node) {
                return nil
            }
            value = node[index]
        default:
            return nil
        }
    }
    return value
}

// encode writes a value as JSON text.
func encode(value any) []byte {
    data, err := json.Marshal(value)
    check(err)
    return data
}

// events calls handle with each JSON event of a server-sent-events answer, as it arrives.
func events(response *http.Response, handle func(event any)) {
    defer response.Body.Close()
    lines := bufio.NewScanner(response.Body)
    lines.Buffer(make([]byte, 64*1024), 1024*1024)
    for lines.Scan() {
        line := lines.Text()
        if strings.HasPrefix(line, "data:") && strings.TrimSpace(line) != "data: [DONE]" {
            handle(decode([]byte(strings.TrimPrefix(line, "data:"))))
        }
    }
    check(lines.Err())
}

// printJSON prints a decoded JSON value, indented.
func printJSON(value any) {
    out := json.NewEncoder(os.Stdout)
    out.SetEscapeHTML(false)
    out.SetIndent("", "  ")
    check(out.Encode(value))
}

// textOf joins the text of the message items of a Responses answer's output.
func textOf(output any) string {
    var text strings.Builder
    items, _ := output.([]any)
    for _, item := range items {
        parts, _ := at(item, "content").([]any)
        for _, part := range parts {
            if at(item, "type") == "message" && at(part, "type") == "output_text" {
                piece, _ := at(part, "text").(string)
                text.WriteString(piece)
            }
        }
    }
    return text.String()
}
