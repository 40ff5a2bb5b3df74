/**
 * The checks of one chat-mode snippet run against the recording server (./answers.ts), shared by
 * the python/js/sh runs (./execution.test.ts) and the added languages' (test/languages/
 * chat-modes-execution.test.ts): the tool loop's two requests (the second carries the tool
 * result with the call's id) and the final answer; the parsed structured answer; the Responses
 * route, body and streamed text; local images as data URLs; the parameters in the body.
 */
import { expect } from "vitest";
import { SAMPLE_RESPONSE_FORMAT } from "../../../engine/inference/chat/samples.js";
import type { RecordedRequest } from "../../support/recording-server.js";
import { FINAL_TEXT, RECIPE, TOOL_CALL_ID } from "./answers.js";
import type { ChatCase } from "./cases.js";
import { TEST_ENV } from "../../support/run-snippet.js";

export interface ChatRun {
  code: number;
  stdout: string;
  stderr: string;
  /** The POST requests the snippet made, in order. */
  posts: RecordedRequest[];
}

export interface CheckOptions {
  /** The snippet's client (huggingface_hub sends a schema in its own form). */
  client: string;
  /** curl makes one call and prints the tool calls; every other client runs the whole loop. */
  oneCall: boolean;
  /** The data URL a local image file becomes (the run directory's bytes). */
  dataUrl: (file: string, mime: string) => string;
}

const body = (r: RecordedRequest) => JSON.parse(r.body.toString("utf8")) as Record<string, unknown>;
const pathOf = (r: RecordedRequest) => r.url.split("?")[0]!.replace(/^\/__host\/[^/]+/, "");

export function expectChatRun(c: ChatCase, result: ChatRun, { client, oneCall: curl, dataUrl }: CheckOptions): void {
  expect(result.code, `exit ${result.code}: ${result.stderr.slice(-1500)}`).toBe(0);
  const { posts } = result;
  expect(posts.length).toBeGreaterThan(0);
  const first = body(posts[0]!);
  for (const p of posts) {
    expect(p.headers.authorization).toBe(`Bearer ${TEST_ENV.HF_TOKEN}`);
    expect(p.headers["x-hf-bill-to"]).toBe(c.request.billTo);
  }
  const request = c.request;
  const streamed = Boolean(request.streaming);
  if (request.api === "responses") {
    expect(pathOf(posts[0]!)).toBe("/v1/responses");
    expect(first.instructions).toBe(request.system);
    expect(Boolean(first.stream)).toBe(streamed);
    expect(first.reasoning).toEqual(request.reasoning_effort ? { effort: request.reasoning_effort } : undefined);
    expect(first.max_output_tokens).toBe(request.max_tokens);
    expect(first.temperature).toBe(request.temperature);
    expect(Array.isArray(first.input)).toBe(true);
    if (request.imageSource === "file") {
      const parts = (first.input as { content: { type: string; image_url?: string }[] }[])[0]!.content
        .filter((p) => p.type === "input_image")
        .map((p) => p.image_url);
      expect(parts).toEqual([dataUrl("cats.jpg", "image/jpeg"), dataUrl("cat.png", "image/png")]);
    }
    if (request.tools !== undefined) {
      const name = request.tools === true ? "get_weather" : request.tools[0]!.function.name;
      // Responses function tools are flat: {type, name, description, parameters}.
      expect((first.tools as { type: string; name: string }[]).map((t) => [t.type, t.name])).toEqual([["function", name]]);
      expect(result.stdout).toContain(curl ? name : FINAL_TEXT);
      if (curl) return void expect(posts).toHaveLength(1);
      expect(posts, "the tool loop sends two requests").toHaveLength(2);
      const input = body(posts[1]!).input as { type?: string; call_id?: string; name?: string; arguments?: string; output?: string }[];
      const call = input.find((i) => i.type === "function_call")!;
      expect([call.call_id, call.name]).toEqual([TOOL_CALL_ID, name]);
      expect(JSON.parse(call.arguments!)).toEqual(name === "get_weather" ? { city: "Paris" } : { sku: "SKU-42" });
      const output = input.find((i) => i.type === "function_call_output")!;
      expect(output.call_id).toBe(TOOL_CALL_ID);
      const value = JSON.parse(output.output!) as Record<string, unknown>;
      if (request.tools === true) expect(value).toMatchObject({ city: "Paris", temperature: 18 });
      else expect(value.error).toContain(name);
      return;
    }
    if (request.response_format !== undefined) {
      // Responses takes the format as text.format, the json_schema's fields one level up.
      const format = request.response_format === true ? { type: "json_schema", ...SAMPLE_RESPONSE_FORMAT.json_schema } : request.response_format;
      expect(first.text).toEqual({ format });
      if (!(curl && streamed)) expect(JSON.parse(result.stdout)).toEqual(RECIPE);
      return;
    }
    // curl prints the text (jq) or, streaming, the raw events.
    expect(result.stdout).toContain(curl && streamed ? "response.output_text.delta" : FINAL_TEXT);
    return;
  }
  expect(pathOf(posts[0]!)).toMatch(/\/chat\/completions$/);
  expect(Boolean(first.stream)).toBe(streamed);
  const messages = first.messages as { role: string; content: unknown }[];
  if (request.system !== undefined) expect(messages[0]).toEqual({ role: "system", content: request.system });
  for (const key of ["temperature", "max_tokens", "top_p", "seed", "stop", "reasoning_effort", "tool_choice"] as const)
    expect(first[key], key).toEqual(request[key]);
  if (request.imageSource === "file" && request.messages) {
    const urls = (messages.at(-1)!.content as { type: string; image_url?: { url: string } }[])
      .filter((p) => p.type === "image_url")
      .map((p) => p.image_url!.url);
    expect(urls).toEqual([dataUrl("cats.jpg", "image/jpeg"), dataUrl("cat.png", "image/png")]);
  }
  if (request.tools !== undefined) {
    const tools = first.tools as { function: { name: string } }[];
    const name = request.tools === true ? "get_weather" : request.tools[0]!.function.name;
    expect(tools.map((t) => t.function.name)).toEqual([name]);
    if (curl) {
      expect(posts).toHaveLength(1);
      expect(result.stdout).toContain(name);
      return;
    }
    // The loop: the second request repeats the conversation with the assistant's tool call and the tool's result.
    expect(posts, "the tool loop sends two requests").toHaveLength(2);
    const second = body(posts[1]!);
    const sent = second.messages as {
      role: string;
      tool_call_id?: string;
      content?: string;
      tool_calls?: { id: string; function: { name: string; arguments: string } }[];
    }[];
    const assistant = sent.find((m) => m.role === "assistant")!;
    expect(assistant.tool_calls?.map((t) => [t.id, t.function.name])).toEqual([[TOOL_CALL_ID, name]]);
    expect(JSON.parse(assistant.tool_calls![0]!.function.arguments)).toEqual(name === "get_weather" ? { city: "Paris" } : { sku: "SKU-42" });
    const toolMessage = sent.find((m) => m.role === "tool")!;
    expect(toolMessage.tool_call_id).toBe(TOOL_CALL_ID);
    const result2 = JSON.parse(toolMessage.content!) as Record<string, unknown>;
    if (request.tools === true) expect(result2).toMatchObject({ city: "Paris", temperature: 18 });
    else expect(result2.error).toContain(name);
    expect(second.tools).toEqual(first.tools);
    expect(result.stdout).toContain(FINAL_TEXT);
    return;
  }
  expect(posts).toHaveLength(1);
  if (request.response_format !== undefined) {
    const format = first.response_format as { type: string; value?: unknown; json_schema?: { schema: unknown } };
    // huggingface_hub hands hf-inference (TGI) a JSON schema in its own grammar form: {type: "json_object", value: <schema>}.
    if (client === "huggingface_hub" && request.response_format === true)
      expect(format).toEqual({ type: "json_object", value: SAMPLE_RESPONSE_FORMAT.json_schema.schema });
    else expect(format).toEqual(request.response_format === true ? SAMPLE_RESPONSE_FORMAT : request.response_format);
    if (!(curl && streamed)) expect(JSON.parse(result.stdout)).toEqual(RECIPE);
    return;
  }
  if (!(curl && streamed)) expect(result.stdout).toContain(curl ? "18 degrees" : FINAL_TEXT);
}
