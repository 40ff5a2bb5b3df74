/**
 * Every chat-mode snippet runs as pasted with the real clients against the recording server
 * (./answers.ts): JS with the real `@huggingface/inference` and `openai` packages and fetch,
 * curl, python `requests` (Debian), and python huggingface_hub / openai from the cached venv
 * of test/support/python-sdk/venv.ts when pip can provide them (else those runs skip).
 * Checked per mode: the tool loop's two requests (the second carries the tool result with the
 * call's id) and the final answer; the parsed structured answer; the Responses route, body and
 * streamed text; local images as data URLs; the playground's parameters in every client's body.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets, type Snippet } from "../../engine/index.js";
import { ensureSdkVenv, type SdkVenv } from "../support/python-sdk/venv.js";
import { ROOT } from "../support/reference.js";
import { startRecordingServer, type RecordedRequest } from "../support/recording-server.js";
import { removeRun, runSnippet, SAMPLE_FILES, TEST_ENV } from "../support/run-snippet.js";
import { SAMPLE_RESPONSE_FORMAT } from "../../engine/inference/chat/samples.js";
import { FINAL_TEXT, RECIPE, serveChat, TOOL_CALL_ID } from "./answers.js";
import { CHAT_CASES, MODEL_ID, type ChatCase } from "./cases.js";

const SITE = path.join(ROOT, "test/support/python-sdk");
const WORK = path.join(ROOT, `node_modules/.cache/atlas-chat-exec-${process.pid}`);
const PYTHON_SDKS = new Set(["huggingface_hub", "openai"]);

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  posts: RecordedRequest[];
}

let venv: SdkVenv = { note: "not built" };

async function runPythonSdk(python: string, snippet: Snippet, server: string): Promise<Run & { dir: string }> {
  fs.mkdirSync(WORK, { recursive: true });
  const dir = fs.mkdtempSync(path.join(WORK, "run-"));
  for (const [name, bytes] of Object.entries(SAMPLE_FILES)) fs.writeFileSync(path.join(dir, name), bytes);
  fs.writeFileSync(path.join(dir, "snippet.py"), snippet.content);
  const env = { PATH: process.env.PATH ?? "", HOME: dir, PYTHONPATH: SITE, ATLAS_SERVER: server, ...TEST_ENV, HF_HUB_DISABLE_TELEMETRY: "1", NO_PROXY: "*", PYTHONDONTWRITEBYTECODE: "1" };
  return new Promise((resolve) => {
    execFile(python, ["snippet.py"], { cwd: dir, env, timeout: 80_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout: String(stdout), stderr: String(stderr), posts: [], dir }),
    );
  });
}

async function run(c: ChatCase, snippet: Snippet): Promise<Run> {
  const server = await startRecordingServer();
  serveChat(server, MODEL_ID, String(c.model.pipeline_tag));
  try {
    const python = snippet.language === "python" && PYTHON_SDKS.has(snippet.client);
    const result = python ? await runPythonSdk(venv.python!, snippet, server.url) : await runSnippet(snippet.language, snippet.client, snippet.content, server.url);
    fs.rmSync(result.dir, { recursive: true, force: true });
    if (!python) removeRun(result);
    return { code: result.code, stdout: result.stdout, stderr: result.stderr, posts: server.requests.filter((r) => r.method === "POST") };
  } finally {
    await server.close();
  }
}

const body = (r: RecordedRequest) => JSON.parse(r.body.toString("utf8")) as Record<string, unknown>;
const pathOf = (r: RecordedRequest) => r.url.split("?")[0]!.replace(/^\/__host\/[^/]+/, "");
const dataUrl = (file: string, mime: string) => `data:${mime};base64,${SAMPLE_FILES[file]!.toString("base64")}`;

/** Cases only the golden and syntax tests cover, and why. */
const NOT_RUN: Record<string, string> = {
  "images/sample-file": "reads the sample's Statue-of-Liberty-Island-New-York-Bay.jpg, which the run directory does not hold; images/local-files runs the same code",
};

// The chat clients of python, js and sh; the added languages' plain chat (parameters, local
// images) runs in test/languages/chat-params.test.ts, and they are offered no chat mode.
const CHAT_CLIENTS = ["python/huggingface_hub", "python/requests", "python/openai", "js/huggingface.js", "js/fetch", "js/openai", "sh/curl"];
const RUNS = CHAT_CASES.filter((c) => !(c.name in NOT_RUN)).flatMap((c) =>
  getInferenceSnippets(c.model, c.request)
    .filter((s) => CHAT_CLIENTS.includes(`${s.language}/${s.client}`))
    .map((s) => ({ id: `${c.name} ${s.language}/${s.client}`, c, s })),
);

describe("chat-mode snippets run with the real clients", () => {
  beforeAll(() => {
    venv = ensureSdkVenv();
    if (!venv.python) console.warn(`python SDK chat runs skipped: ${venv.note}`);
  }, 240_000);

  it("covers every mode with every client that can make the call", () => {
    const clients = (prefix: string) => new Set(RUNS.filter((r) => r.c.name.startsWith(prefix)).map((r) => `${r.s.language}/${r.s.client}`));
    for (const mode of ["tools/", "structured/", "params/", "images/"]) expect([...clients(mode)].sort(), mode).toEqual([...CHAT_CLIENTS].sort());
    // The hub SDKs have no Responses call (huggingface_hub's InferenceClient, huggingface.js's InferenceClient).
    expect([...clients("responses/")].sort()).toEqual(["js/fetch", "js/openai", "python/openai", "python/requests", "sh/curl"]);
  });

  it.concurrent.for(RUNS.map((r) => [r.id, r] as const))("%s", { timeout: 90_000 }, async ([, { c, s }], ctx) => {
    if (s.language === "python" && PYTHON_SDKS.has(s.client) && !venv.python) return ctx.skip();
    const result = await run(c, s);
    expect(result.code, `exit ${result.code}: ${result.stderr.slice(-1500)}`).toBe(0);
    const { posts } = result;
    expect(posts.length).toBeGreaterThan(0);
    const first = body(posts[0]!);
    for (const p of posts) {
      expect(p.headers.authorization).toBe(`Bearer ${TEST_ENV.HF_TOKEN}`);
      expect(p.headers["x-hf-bill-to"]).toBe(c.request.billTo);
    }
    const request = c.request;
    const curl = s.client === "curl";
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
        const parts = (first.input as { content: { type: string; image_url?: string }[] }[])[0]!.content.filter((p) => p.type === "input_image").map((p) => p.image_url);
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
    for (const key of ["temperature", "max_tokens", "top_p", "seed", "stop", "reasoning_effort", "tool_choice"] as const) expect(first[key], key).toEqual(request[key]);
    if (request.imageSource === "file" && request.messages) {
      const urls = (messages.at(-1)!.content as { type: string; image_url?: { url: string } }[]).filter((p) => p.type === "image_url").map((p) => p.image_url!.url);
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
      const sent = second.messages as { role: string; tool_call_id?: string; content?: string; tool_calls?: { id: string; function: { name: string; arguments: string } }[] }[];
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
      if (s.client === "huggingface_hub" && request.response_format === true) expect(format).toEqual({ type: "json_object", value: SAMPLE_RESPONSE_FORMAT.json_schema.schema });
      else expect(format).toEqual(request.response_format === true ? SAMPLE_RESPONSE_FORMAT : request.response_format);
      if (!(curl && streamed)) expect(JSON.parse(result.stdout)).toEqual(RECIPE);
      return;
    }
    if (!(curl && streamed)) expect(result.stdout).toContain(curl ? "18 degrees" : FINAL_TEXT);
  });
});
