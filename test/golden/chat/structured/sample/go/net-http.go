// Asks for an answer in a JSON format, parses it and prints the object.
// https://huggingface.co/docs/inference-providers/guides/structured-output
package main

import (
    "bytes"
    "encoding/json"
    "fmt"
    "io"
    "net/http"
    "os"
)

func main() {
    apiURL := "https://router.huggingface.co/v1/chat/completions"
    headers := map[string]string{
        "Authorization": "Bearer " + requireEnv("HF_TOKEN"),
        "Content-Type": "application/json",
    }
    payload := map[string]any{
        "model": "acme/model-x:hf-inference",
        "messages": []any{
            map[string]any{
                "role": "user",
                "content": "Give me a simple recipe for pancakes.",
            },
        },
        "response_format": map[string]any{
            "type": "json_schema",
            "json_schema": map[string]any{
                "name": "recipe",
                "schema": map[string]any{
                    "type": "object",
                    "properties": map[string]any{
                        "title": map[string]any{
                            "type": "string",
                        },
                        "servings": map[string]any{
                            "type": "integer",
                        },
                        "ingredients": map[string]any{
                            "type": "array",
                            "items": map[string]any{
                                "type": "string",
                            },
                        },
                        "steps": map[string]any{
                            "type": "array",
                            "items": map[string]any{
                                "type": "string",
                            },
                        },
                    },
                    "required": []any{"title", "servings", "ingredients", "steps"},
                    "additionalProperties": false,
                },
                "strict": true,
            },
        },
        "stream": false,
    }

    text, _ := at(decode(readAll(send("POST", apiURL, encode(payload), headers))), "choices", 0, "message", "content").(string)
    answer := decode([]byte(text))
    printJSON(answer)
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

// printJSON prints a decoded JSON value, indented.
func printJSON(value any) {
    out := json.NewEncoder(os.Stdout)
    out.SetEscapeHTML(false)
    out.SetIndent("", "  ")
    check(out.Encode(value))
}
