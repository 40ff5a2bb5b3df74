/**
 * The error text of bad model records and snippet requests, as `getInferenceSnippets` reports
 * them: every problem with its field path, what was expected and what was received. A union
 * (`stop`, `tools`, `response_format`, message content) reports the option the value was meant
 * for, never a bare "Invalid input".
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AtlasError, getInferenceSnippets } from "../../engine/index.js";
import { expectGolden } from "../support/golden.js";

const GOLDEN = fileURLToPath(new URL("../golden/schema/", import.meta.url));

/** One block per case: its name, then the message. */
const transcript = (cases: [string, string][]) => cases.map(([name, message]) => `## ${name}\n${message}\n`).join("\n");

const llm = { id: "acme/llm", pipeline_tag: "text-generation", tags: ["conversational"] };

function errorOf(model: unknown, request: unknown): string {
  try {
    getInferenceSnippets(model as never, request as never);
  } catch (error) {
    expect(error).toBeInstanceOf(AtlasError);
    return (error as Error).message;
  }
  throw new Error("no error");
}

describe("snippet request errors", () => {
  const cases: [string, unknown][] = [
    ["too many stop strings", { stop: ["a", "b", "c", "d", "e"] }],
    ["a stop that is a number", { stop: 5 }],
    ["an empty tool list", { tools: [] }],
    ["tools: false", { tools: false }],
    ["an unknown tool_choice", { tool_choice: "sometimes" }],
    ["an unknown response format type", { response_format: { type: "xml" } }],
    ["a json_schema format without its schema", { response_format: { type: "json_schema" } }],
    ["a json_object format with a key it does not have", { response_format: { type: "json_object", strict: true } }],
    ["a content part of an unknown type", { messages: [{ role: "user", content: [{ type: "video" }] }] }],
    ["an image part without a URL", { messages: [{ role: "user", content: [{ type: "image_url", image_url: {} }] }] }],
    ["content that is a number", { messages: [{ role: "user", content: 5 }] }],
    ["a misspelt option", { max_token: 10 }],
    ["two misspelt options", { max_token: 10, strem: true }],
    ["three wrong values at once", { seed: 1.5, temperature: "hot", provider: "" }],
    ["a temperature that is not finite", { temperature: Infinity }],
    ["a request that is not an object", "together"],
  ];
  it("name the field, what was expected and what was received", async () => {
    const text = transcript(cases.map(([name, request]) => [name, errorOf(llm, request)]));
    await expectGolden(text, join(GOLDEN, "request-errors.txt"));
  });
});

describe("model record errors", () => {
  const cases: [string, unknown][] = [
    ["a keyed mapping with a bad entry", { id: "a/b", inferenceProviderMapping: { together: { providerId: 1 } } }],
    ["a listed mapping entry without ids", { id: "a/b", inferenceProviderMapping: [{ provider: "x" }] }],
    ["a mapping that is a string", { id: "a/b", inferenceProviderMapping: "x" }],
    ["a base model list with a number", { id: "a/b", cardData: { base_model: [1] } }],
    ["wrongly typed id and pipeline", { id: 42, pipeline_tag: ["x"] }],
    ["an empty id", { id: "" }],
    ["a record that is a string", "acme/m"],
  ];
  it("name the field, what was expected and what was received", async () => {
    const text = transcript(cases.map(([name, model]) => [name, errorOf(model, {})]));
    await expectGolden(text, join(GOLDEN, "model-errors.txt"));
  });
});
