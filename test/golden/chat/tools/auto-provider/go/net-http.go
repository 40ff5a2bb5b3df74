// Sends the messages with the tools, runs the tool calls the model asks for, sends their
// results back and prints the final answer.
// https://huggingface.co/docs/inference-providers/guides/function-calling
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
        "X-HF-Bill-To": "acme-org",
    }
    payload := map[string]any{
        "model": "acme/model-x",
        "messages": []any{
            map[string]any{
                "role": "user",
                "content": "What is the weather like in Paris today?",
            },
        },
        "tools": []any{
            map[string]any{
                "type": "function",
                "function": map[string]any{
                    "name": "get_weather",
                    "description": "Get the current weather in a city.",
                    "parameters": map[string]any{
                        "type": "object",
                        "properties": map[string]any{
                            "city": map[string]any{
                                "type": "string",
                                "description": "City name, e.g. Paris",
                            },
                            "unit": map[string]any{
                                "type": "string",
                                "enum": []any{"celsius", "fahrenheit"},
                            },
                        },
                        "required": []any{"city"},
                    },
                },
            },
        },
        "stream": false,
    }

    message := at(decode(readAll(send("POST", apiURL, encode(payload), headers))), "choices", 0, "message")
    if calls, _ := at(message, "tool_calls").([]any); len(calls) > 0 {
        // The assistant turn with its tool calls, then one "tool" message per call.
        content, _ := at(message, "content").(string)
        messages := append(payload["messages"].([]any), map[string]any{"role": "assistant", "content": content, "tool_calls": calls})
        for _, call := range calls {
            name, _ := at(call, "function", "name").(string)
            result := runTool(name, toolArguments(at(call, "function", "arguments")))
            messages = append(messages, map[string]any{"role": "tool", "tool_call_id": at(call, "id"), "content": string(encode(result))})
        }
        payload["messages"] = messages
        message = at(decode(readAll(send("POST", apiURL, encode(payload), headers))), "choices", 0, "message")
    }
    fmt.Println(at(message, "content"))
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

// runTool runs one tool call of the model and returns its result: put your tools' code here.
func runTool(name string, arguments map[string]any) any {
    if name == "get_weather" {
        // A canned forecast for the sample tool; call a real weather service here.
        unit, ok := arguments["unit"].(string)
        if !ok {
            unit = "celsius"
        }
        return map[string]any{"city": arguments["city"], "temperature": 18, "unit": unit, "conditions": "partly cloudy"}
    }
    return map[string]any{"error": "no implementation for the tool " + name}
}

// toolArguments reads a tool call's arguments: JSON text (or, from some servers, an object).
func toolArguments(value any) map[string]any {
    if object, ok := value.(map[string]any); ok {
        return object
    }
    arguments := map[string]any{}
    if text, _ := value.(string); text != "" {
        check(json.Unmarshal([]byte(text), &arguments))
    }
    return arguments
}
