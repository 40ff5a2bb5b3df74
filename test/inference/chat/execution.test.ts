/**
 * Every chat-mode snippet runs as pasted with the real clients against the recording server
 * (./answers.ts): JS with the real `@huggingface/inference` and `openai` packages and fetch,
 * curl, python `requests` (Debian), and python huggingface_hub / openai from the cached venv
 * of test/support/python-sdk/venv.ts (those runs skip only with ATLAS_SKIP_PYTHON_SDK=1).
 * Checked per mode: the tool loop's two requests (the second carries the tool result with the
 * call's id) and the final answer; the parsed structured answer; the Responses route, body and
 * streamed text; local images as data URLs; the playground's parameters in every client's body.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets, type Snippet } from "../../../engine/index.js";
import { pythonRunner, sdkEnv, snippetFolder } from "../../support/python-sdk/fork-runner.js";
import { ensureSdkVenv, type SdkVenv } from "../../support/python-sdk/venv.js";
import { ROOT } from "../../support/reference.js";
import { startRecordingServer, type RecordedRequest } from "../../support/recording-server.js";
import { removeRun, runSnippet, SAMPLE_FILES, TEST_ENV } from "../../support/run-snippet.js";
import { serveChat } from "./answers.js";
import { expectChatRun } from "./checks.js";
import { CHAT_CASES, MODEL_ID, type ChatCase } from "./cases.js";

const WORK = path.join(ROOT, `node_modules/.cache/atlas-chat-exec-${process.pid}`);
afterAll(() => fs.rmSync(WORK, { recursive: true, force: true }));
const PYTHON_SDKS = new Set(["huggingface_hub", "openai"]);

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  posts: RecordedRequest[];
}

let venv: SdkVenv = { note: "not built" };

async function runPythonSdk(python: string, snippet: Snippet, server: string): Promise<Run & { dir: string }> {
  const dir = snippetFolder(WORK, snippet.content, SAMPLE_FILES);
  const result = await (await pythonRunner(python)).run("snippet.py", dir, sdkEnv(dir, server, TEST_ENV), 80);
  return { ...result, posts: [], dir };
}

async function run(c: ChatCase, snippet: Snippet): Promise<Run> {
  const server = await startRecordingServer();
  serveChat(server, MODEL_ID, String(c.model.pipeline_tag));
  try {
    const python = snippet.language === "python" && PYTHON_SDKS.has(snippet.client);
    const result = python
      ? await runPythonSdk(venv.python!, snippet, server.url)
      : await runSnippet(snippet.language, snippet.client, snippet.content, server.url);
    fs.rmSync(result.dir, { recursive: true, force: true });
    if (!python) removeRun(result);
    return { code: result.code, stdout: result.stdout, stderr: result.stderr, posts: server.requests.filter((r) => r.method === "POST") };
  } finally {
    await server.close();
  }
}

const dataUrl = (file: string, mime: string) => `data:${mime};base64,${SAMPLE_FILES[file]!.toString("base64")}`;

/** Cases only the golden and syntax tests cover, and why. */
const NOT_RUN: Record<string, string> = {
  "images/sample-file":
    "reads the sample's Statue-of-Liberty-Island-New-York-Bay.jpg, which the run directory does not hold; images/local-files runs the same code",
};

// The chat clients of python, js and sh; the added languages' plain chat (parameters, local
// images) runs in test/languages/chat-params.test.ts, their chat modes in
// test/languages/chat-modes-execution.test.ts (one batch per language).
const CHAT_CLIENTS = ["python/huggingface_hub", "python/requests", "python/openai", "js/huggingface.js", "js/fetch", "js/openai", "sh/curl"];
const RUNS = CHAT_CASES.filter((c) => !(c.name in NOT_RUN)).flatMap((c) =>
  getInferenceSnippets(c.model, c.request)
    .filter((s) => CHAT_CLIENTS.includes(`${s.language}/${s.client}`))
    .map((s) => ({ id: `${c.name} ${s.language}/${s.client}`, c, s })),
);

describe("chat-mode snippets run with the real clients", () => {
  beforeAll(() => {
    venv = ensureSdkVenv();
    if (!venv.python) console.warn(`python SDK chat runs ${venv.note}`);
  }, 240_000);

  it("covers every mode with every client that can make the call", () => {
    const clients = (prefix: string) => new Set(RUNS.filter((r) => r.c.name.startsWith(prefix)).map((r) => `${r.s.language}/${r.s.client}`));
    for (const mode of ["tools/", "structured/", "params/", "images/"]) expect([...clients(mode)].sort(), mode).toEqual([...CHAT_CLIENTS].sort());
    // The hub SDKs have no Responses call (huggingface_hub's InferenceClient, huggingface.js's InferenceClient).
    expect([...clients("responses/")].sort()).toEqual(["js/fetch", "js/openai", "python/openai", "python/requests", "sh/curl"]);
  });

  it.concurrent.for(RUNS.map((r) => [r.id, r] as const))("%s", { timeout: 180_000 }, async ([, { c, s }], ctx) => {
    if (s.language === "python" && PYTHON_SDKS.has(s.client) && !venv.python) return ctx.skip();
    const result = await run(c, s);
    expectChatRun(c, result, { client: s.client, oneCall: s.client === "curl", dataUrl });
  });
});
