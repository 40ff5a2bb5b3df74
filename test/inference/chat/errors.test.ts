/**
 * Bad chat-mode requests fail with an error naming the field and what is wrong; combinations
 * a client cannot make leave that client out instead of offering broken code.
 */
import { describe, expect, it } from "vitest";
import { getInferenceSnippets, type SnippetRequest } from "../../../engine/index.js";

const llm = { id: "acme/llm", pipeline_tag: "text-generation", tags: ["conversational"] };

function errorOf(request: unknown, model: object = llm): string {
  try {
    getInferenceSnippets(model as never, request as SnippetRequest);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("no error");
}

describe("bad chat-mode requests", () => {
  it.each([
    ["a tool without a name", { tools: [{ type: "function", function: { description: "x" } }] }, /tools\.0\.function\.name/],
    ["a tool name with spaces", { tools: [{ type: "function", function: { name: "get weather" } }] }, /tools\.0\.function\.name.*letters, digits/],
    [
      "tool parameters that are not an object",
      { tools: [{ type: "function", function: { name: "f", parameters: ["a"] } }] },
      /parameters must be a JSON object \(a JSON schema\), got an array/,
    ],
    [
      "a schema that is a string",
      { response_format: { type: "json_schema", json_schema: { name: "r", schema: "{}" } } },
      /json_schema\.schema must be a JSON object.*got the string/,
    ],
    ["an unknown response format type", { response_format: { type: "xml" } }, /response_format/],
    ["an empty tool list", { tools: [] }, /at least one tool/],
    ["an unknown api", { api: "completions" }, /api/],
    ["a reasoning effort out of range", { reasoning_effort: "extreme" }, /reasoning_effort/],
    ["five stop strings", { stop: ["a", "b", "c", "d", "e"] }, /stop/],
    ["a fractional seed", { seed: 1.5 }, /seed/],
    ["tool_choice without tools", { tool_choice: "required" }, /tool_choice needs tools/],
    [
      "tool_choice naming an unknown tool",
      { tools: [{ type: "function", function: { name: "a" } }], tool_choice: { type: "function", function: { name: "b" } } },
      /tool_choice\.function\.name.*"b", which is not one of the tools/,
    ],
    [
      "tool_choice naming a tool the sample lacks",
      { tools: true, tool_choice: { type: "function", function: { name: "lookup" } } },
      /"lookup", which is not one of the tools \(get_weather\)/,
    ],
    [
      "two tools with one name",
      {
        tools: [
          { type: "function", function: { name: "a" } },
          { type: "function", function: { name: "a" } },
        ],
      },
      /tools\.1\.function\.name.*two tools are named "a"/,
    ],
    ["tools and a response format", { tools: true, response_format: true }, /tools or response_format, not both/],
    ["a seed with the Responses API", { api: "responses", seed: 3 }, /seed is not a parameter of the Responses API/],
    ["stop strings with the Responses API", { api: "responses", stop: "x" }, /stop is not a parameter of the Responses API/],
    ["the Responses API on a custom endpoint", { api: "responses", endpointUrl: "https://e.example.com" }, /served by the Hugging Face router/],
    ["the Responses API on a direct request", { api: "responses", directRequest: true }, /directRequest/],
  ])("%s", (_name, request, message) => {
    expect(errorOf(request)).toMatch(message);
  });

  it("chat fields on a model that is not a chat model", () => {
    const message = errorOf({ tools: true, system: "x" }, { id: "acme/tc", pipeline_tag: "text-classification" });
    expect(message).toMatch(/tools applies to chat models only.*"text-classification"/);
    expect(message).toMatch(/system applies to chat models only/);
  });

  it("clients without a Responses call are left out, never given a broken snippet", () => {
    const clients = getInferenceSnippets(llm, { api: "responses" }).map((s) => `${s.language}/${s.client}`);
    expect(clients).toEqual([
      "python/requests",
      "python/openai",
      "js/fetch",
      "js/openai",
      "sh/curl",
      "sh/httpie",
      "go/net-http",
      "ruby/net-http",
      "php/php-curl",
      "java/java-net-http",
    ]);
  });
});
