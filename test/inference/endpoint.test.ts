/**
 * Custom endpoints (`request.endpointUrl`) in every form people paste: the server root, with a
 * trailing slash, `…/v1`, `…/v1/` and a full `…/v1/chat/completions`. Each form must give the
 * same requests: chat to `/v1/chat/completions`, base-model text generation to `/v1/completions`,
 * other tasks to the root, and the model named by its hub id (vLLM rejects any other name).
 * Every client runs for real against the recording server: huggingface.js, fetch and openai with
 * node, curl, python `requests`, and huggingface_hub and openai from the python SDK venv
 * (test/support/python-sdk/venv.ts; skipped only with ATLAS_SKIP_PYTHON_SDK=1).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSdkSnippet } from "../support/python-sdk/fork-runner.js";
import { getInferenceSnippets, type Snippet } from "../../engine/index.js";
import { endpointUrls } from "../../engine/inference/call/endpoint.js";
import { ensureSdkVenv, type SdkVenv } from "../support/python-sdk/venv.js";
import { startRecordingServer, type RecordedRequest, type RecordingServer } from "../support/recording-server.js";
import { ROOT } from "../support/reference.js";
import { removeRun, runSnippet, SAMPLE_FILES, TEST_ENV } from "../support/run-snippet.js";
import { serveModel } from "./answers.js";
import { MODEL_ID, model } from "./cases.js";

const HOST = "my-endpoint.example.com";
const FORMS = [`https://${HOST}`, `https://${HOST}/`, `https://${HOST}/v1`, `https://${HOST}/v1/`, `https://${HOST}/v1/chat/completions`];

describe("endpointUrls", () => {
  it.each(FORMS)("normalises %s", (form) => {
    expect(endpointUrls(form)).toEqual({
      root: `https://${HOST}`,
      openaiBase: `https://${HOST}/v1`,
      chat: `https://${HOST}/v1/chat/completions`,
      completions: `https://${HOST}/v1/completions`,
      sdkChat: `https://${HOST}/v1`,
    });
  });

  it("keeps a base path and a pasted completions route", () => {
    expect(endpointUrls(" http://localhost:8080/api/v1/completions ")).toMatchObject({
      root: "http://localhost:8080/api",
      openaiBase: "http://localhost:8080/api/v1",
    });
    // A route without /v1 before it names its base itself.
    expect(endpointUrls("https://h/openai/chat/completions")).toMatchObject({
      root: "https://h/openai",
      openaiBase: "https://h/openai",
      sdkChat: "https://h/openai/chat/completions",
    });
  });

  it("keeps a query on the request URLs, not on the OpenAI base", () => {
    const urls = endpointUrls("https://h/v1?key=a%20b");
    expect(urls).toMatchObject({
      root: "https://h?key=a%20b",
      chat: "https://h/v1/chat/completions?key=a%20b",
      openaiBase: "https://h/v1",
      sdkChat: "https://h/v1/chat/completions?key=a%20b",
    });
  });
});

type Kind = "chat" | "text-generation" | "text-classification";
const MODELS: Record<Kind, ReturnType<typeof model>> = {
  chat: model("text-generation", ["conversational"]),
  "text-generation": model("text-generation"),
  "text-classification": model("text-classification"),
};

interface Case {
  kind: Kind;
  form: string;
  snippet: Snippet;
}

const NODE_CLIENTS = new Set(["js/huggingface.js", "js/fetch", "js/openai", "sh/curl", "python/requests"]);
const PY_SDK = new Set(["python/huggingface_hub", "python/openai"]);
// Every form for chat; two forms for the other shapes keep the run short.
const CASES: Case[] = (["chat", "text-generation", "text-classification"] as const).flatMap((kind) =>
  (kind === "chat" ? FORMS : [FORMS[1]!, FORMS[3]!]).flatMap((form) =>
    getInferenceSnippets(MODELS[kind], { endpointUrl: form })
      .filter((s) => NODE_CLIENTS.has(`${s.language}/${s.client}`) || PY_SDK.has(`${s.language}/${s.client}`))
      .map((snippet) => ({ kind, form, snippet })),
  ),
);

/** Answers: chat completions, OpenAI completions, TGI's native answer at the root, labels. */
function serve(server: RecordingServer, kind: Kind): void {
  if (kind === "text-generation") {
    server.on("POST", (p) => p.endsWith("/v1/completions"), { body: { choices: [{ index: 0, text: "Once upon a time", finish_reason: "length" }] } });
    server.on("POST", () => true, { body: [{ generated_text: "Once upon a time" }] });
    return;
  }
  serveModel(server, MODEL_ID, kind === "chat" ? "chat" : kind);
}

let venv: SdkVenv = { note: "not built yet" };
const WORK = path.join(ROOT, `node_modules/.cache/model-atlas-py-sdk/endpoint-runs-${process.pid}`);

const runPythonSdk = (python: string, code: string, server: string) => runSdkSnippet(python, code, server, WORK, SAMPLE_FILES, TEST_ENV);

async function requestOf(c: Case): Promise<RecordedRequest | "skip"> {
  const server = await startRecordingServer();
  serve(server, c.kind);
  try {
    const id = `${c.snippet.language}/${c.snippet.client}`;
    if (PY_SDK.has(id)) {
      if (!venv.python) return "skip";
      const run = await runPythonSdk(venv.python, c.snippet.content, server.url);
      expect(run.code, run.stderr.slice(-1500)).toBe(0);
    } else {
      const run = await runSnippet(c.snippet.language, c.snippet.client, c.snippet.content, server.url);
      removeRun(run);
      expect(run.code, run.stderr.slice(-1500)).toBe(0);
    }
    const posts = server.requests.filter((r) => r.method === "POST");
    expect(posts.map((r) => r.url)).toHaveLength(1);
    const post = posts[0]!;
    return { ...post, url: post.url.replace(`/__host/${HOST}`, "") || "/" };
  } finally {
    await server.close();
  }
}

describe("every client calls a custom endpoint the same way, whatever form its URL was pasted in", () => {
  beforeAll(() => {
    venv = ensureSdkVenv();
    if (!venv.python) console.warn(`endpoint tests of huggingface_hub and openai (python) ${venv.note}`);
  }, 180_000);
  afterAll(async () => {
    fs.rmSync(WORK, { recursive: true, force: true });
  });

  it("covers every client", () => {
    const clients = new Set(CASES.filter((c) => c.kind === "chat").map((c) => `${c.snippet.language}/${c.snippet.client}`));
    expect([...clients].sort()).toEqual([...NODE_CLIENTS, ...PY_SDK].sort());
  });

  it.concurrent.for(CASES.map((c) => [`${c.kind} ${c.form} ${c.snippet.language}/${c.snippet.client}`, c] as const))("%s", async ([, c], ctx) => {
    const request = await requestOf(c);
    if (request === "skip") return ctx.skip();
    expect(request.headers.authorization).toBe(`Bearer ${TEST_ENV.API_TOKEN}`);
    const body = JSON.parse(request.body.toString("utf8")) as Record<string, unknown>;
    const path = request.url.split("?")[0];
    if (c.kind === "chat") {
      expect(path).toBe("/v1/chat/completions");
      expect(body.model).toBe(MODEL_ID);
    } else if (c.kind === "text-generation" && c.snippet.client !== "huggingface_hub") {
      // huggingface.js and the raw clients use the OpenAI completions route, naming the model.
      expect(path).toBe("/v1/completions");
      expect(body).toMatchObject({ model: MODEL_ID, prompt: expect.any(String) });
    } else {
      // The hub's generic payload at the server root (huggingface_hub's text_generation: TGI's own route).
      expect(path).toBe("/");
      expect(body.inputs).toEqual(expect.any(String));
      expect(body.model).toBeUndefined();
    }
  });
});
