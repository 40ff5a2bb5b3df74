/**
 * How snippets fail, in every language and client the runners of
 * test/inference/providers/support/run.ts execute:
 *
 * - an API error (401 with the API's own JSON message) must stop the snippet with a non-zero exit
 *   and show that message, never print `{"content": null, …}` or a jq error and exit 0, and never
 *   leave an output file behind;
 * - without its token variable the snippet must stop before sending anything, with a message that
 *   names the variable (not send `Bearer ` or `Bearer null`).
 *
 * Calls: plain chat, every chat mode (tools, structured output, the Responses API; streamed and
 * not), a JSON task, an image written to a file, a base64 answer, a queued job and a multipart
 * upload. The python SDK clients run with the venv of test/support/python-sdk (skipped only
 * with ATLAS_SKIP_PYTHON_SDK=1).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets, type ModelRecordInput, type SnippetRequest } from "../../engine/index.js";
import { CHAT_CASES } from "../inference/chat/cases.js";
import { runCases, type CaseResult, type SnippetCase } from "../inference/providers/support/run.js";
import { runPythonSdkCases } from "../support/python-sdk/run-cases.js";
import { ensureSdkVenv } from "../support/python-sdk/venv.js";
import { startRecordingServer, type RecordingServer } from "../support/recording-server.js";
import { everyChatClient, PYTHON_SDK_CLIENTS } from "../support/chat-clients.js";

const MESSAGE = "Invalid credentials in Authorization header (atlas-check-401)";
/** fal_client talks to fal's own hosts, which the runners do not redirect. */
const SKIPPED = new Set(["python/fal_client"]);
const PYTHON_SDKS = new Set<string>(PYTHON_SDK_CLIENTS);
/** Clients run without their token variable: every one the batch runners execute (python reads os.environ, which raises). */
const RAW = new Set([
  "python/requests",
  "js/fetch",
  "js/huggingface.js",
  "js/openai",
  "sh/curl",
  "sh/httpie",
  "go/net-http",
  "ruby/net-http",
  "php/php-curl",
  "java/java-net-http",
]);

const mapped = (task: string, provider: string): ModelRecordInput => ({
  id: "hf-org/hf-model",
  pipeline_tag: task,
  inferenceProviderMapping: [{ provider, providerId: "provider-org/provider-model", task }],
});

const CALLS: [name: string, model: ModelRecordInput, request: SnippetRequest][] = [
  ...CHAT_CASES.filter((c) =>
    /^(tools\/(sample|sample-stream)|structured\/(sample|sample-stream)|responses\/(basic|stream|structured|tools)|params\/all-stream)$/.test(c.name),
  ).map((c) => [`chat-${c.name}`, c.model, c.request] as [string, ModelRecordInput, SnippetRequest]),
  ["chat", { id: "acme/model-x", pipeline_tag: "text-generation", tags: ["conversational"] }, {}],
  ["json-task", mapped("text-classification", "hf-inference"), { provider: "hf-inference" }],
  ["image-file", mapped("text-to-image", "hf-inference"), { provider: "hf-inference" }],
  ["base64-answer", mapped("text-to-image", "together"), { provider: "together" }],
  ["queued-job", mapped("text-to-image", "fal-ai"), { provider: "fal-ai" }],
  ["multipart", mapped("automatic-speech-recognition", "together"), { provider: "together" }],
];

function cases(tag: string, env: Record<string, string>, keep: (client: string) => boolean): SnippetCase[] {
  return CALLS.flatMap(([name, model, request]) =>
    getInferenceSnippets(model, request)
      .filter((s) => keep(`${s.language}/${s.client}`))
      .map((s) => ({ id: `${tag}/${name}/${s.language}/${s.client}`, language: s.language as SnippetCase["language"], code: s.content, env })),
  );
}

let server: RecordingServer;
let errors = new Map<string, CaseResult>();
let sdkNote = "";
let tokenless = new Map<string, CaseResult>();

beforeAll(async () => {
  server = await startRecordingServer();
  server.on("POST", () => true, { status: 401, body: { error: MESSAGE } });
  server.on("GET", () => true, { status: 401, body: { error: MESSAGE } });
  errors = await runCases(
    cases("error", { HF_TOKEN: "hf_test_token" }, (c) => !SKIPPED.has(c) && !PYTHON_SDKS.has(c)),
    server.url,
  );
  const venv = ensureSdkVenv();
  if (venv.python) {
    const sdk = cases("error", { HF_TOKEN: "hf_test_token" }, (c) => PYTHON_SDKS.has(c));
    for (const [id, r] of await runPythonSdkCases(venv.python, sdk, server, {})) errors.set(id, r);
  } else {
    sdkNote = venv.note;
    console.warn(`python SDK error runs ${venv.note}`);
  }
  tokenless = await runCases(
    cases("no-token", {}, (c) => RAW.has(c)),
    server.url,
  );
}, 900_000);
afterAll(() => server?.close());

describe("an API error", () => {
  it("is run for every client and call", () => {
    const clients = new Set([...errors.keys()].map((id) => id.split("/").slice(-2).join("/")));
    expect([...clients].sort()).toEqual(everyChatClient(!sdkNote));
    for (const mode of ["chat-tools", "chat-structured", "chat-responses"])
      expect(
        [...errors.keys()].some((id) => id.startsWith(`error/${mode}`) && id.endsWith("/sh/curl")),
        mode,
      ).toBe(true);
  });

  it("stops the snippet with a non-zero exit, shows the API's own message and leaves no file", () => {
    const problems: string[] = [];
    for (const r of errors.values()) {
      if (r.ok) problems.push(`${r.id}: exit 0 (printed ${JSON.stringify(r.stdout.slice(0, 120))})`);
      else if (!`${r.error}\n${r.stdout}`.includes(MESSAGE)) problems.push(`${r.id}: the API's message is not shown: ${JSON.stringify(r.error.slice(0, 300))}`);
      if (Object.keys(r.files).length) problems.push(`${r.id}: wrote ${Object.keys(r.files).join(", ")}`);
    }
    expect(problems).toEqual([]);
  });
});

describe("a missing token variable", () => {
  it("stops every snippet before it sends anything, naming the variable", () => {
    expect(tokenless.size).toBeGreaterThanOrEqual(RAW.size * 5);
    const problems: string[] = [];
    for (const r of tokenless.values()) {
      if (r.ok) problems.push(`${r.id}: exit 0`);
      else if (!r.error.includes("HF_TOKEN")) problems.push(`${r.id}: the message does not name HF_TOKEN: ${JSON.stringify(r.error.slice(0, 300))}`);
      if (server.requests.some((q) => q.headers["x-atlas-case"] === r.id)) problems.push(`${r.id}: sent a request`);
    }
    expect(problems).toEqual([]);
  });
});
