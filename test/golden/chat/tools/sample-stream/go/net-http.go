// Streams the answer to the messages with the tools; the tool calls are assembled from their
// deltas, run, and their results sent back; the final answer streams in.
// https://huggingface.co/docs/inference-providers/guides/function-calling
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
        "stream": true,
    }

    calls := streamAnswer(apiURL, headers, payload)
    if len(calls) > 0 {
        // The assistant turn with its tool calls, then one "tool" message per call.
        toolCalls := []any{}
        for _, call := range calls {
            toolCalls = append(toolCalls, map[string]any{"id": call.id, "type": "function", "function": map[string]any{"name": call.name, "arguments": call.arguments}})
        }
        messages := append(payload["messages"].([]any), map[string]any{"role": "assistant", "content": "", "tool_calls": toolCalls})
        for _, call := range calls {
            result := runTool(call.name, toolArguments(call.arguments))
            messages = append(messages, map[string]any{"role": "tool", "tool_call_id": call.id, "content": string(encode(result))})
        }
        payload["messages"] = messages
        streamAnswer(apiURL, headers, payload)
    }
    fmt.Println()
}

// toolCall is one tool call, assembled from its deltas.
type toolCall struct {
    id, name, arguments string
}

// streamAnswer streams one answer: prints its text as it arrives, returns the tool calls built from the deltas.
func streamAnswer(apiURL string, headers map[string]string, payload map[string]any) []*toolCall {
    var calls []*toolCall
    events(send("POST", apiURL, encode(payload), headers), func(chunk any) {
        if content, ok := at(chunk, "choices", 0, "delta", "content").(string); ok {
            fmt.Print(content)
        }
        // A tool call arrives in pieces: its id and name first, then its arguments in fragments.
        parts, _ := at(chunk, "choices", 0, "delta", "tool_calls").([]any)
        for _, part := range parts {
            index, _ := at(part, "index").(float64)
            for int(index) >= len(calls) {
                calls = append(calls, &toolCall{})
            }
            call := calls[int(index)]
            if id, _ := at(part, "id").(string); id != "" {
                call.id = id
            }
            name, _ := at(part, "function", "name").(string)
            arguments, _ := at(part, "function", "arguments").(string)
            call.name += name
            call.arguments += arguments
        }
    })
    return calls
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
