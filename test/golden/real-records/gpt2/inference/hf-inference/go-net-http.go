// Sends the text as JSON and prints the JSON answer.
// A base model (no chat template): the prompt goes to the completions route as text to continue.
// A chat request to a base model gives poor answers: pick a chat model for conversations.
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
    apiURL := "https://router.huggingface.co/hf-inference/models/gpt2/v1/completions"
    headers := map[string]string{
        "Authorization": "Bearer " + requireEnv("HF_TOKEN"),
        "Content-Type": "application/json",
    }
    payload, err := json.Marshal(map[string]any{
        "model": "gpt2",
        "prompt": "My name is Julien and I like to",
    })
    check(err)
    resp := send("POST", apiURL, payload, headers)
    fmt.Println(string(readAll(resp)))
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
