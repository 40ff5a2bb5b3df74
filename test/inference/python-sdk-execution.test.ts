/**
 * Execution of the python SDK snippets (huggingface_hub, openai) with the real packages,
 * installed into a cached venv from pip's configured index (test/support/python-sdk/venv.ts).
 * Where pip cannot get them the file fails; only ATLAS_SKIP_PYTHON_SDK=1 skips it, on purpose.
 *
 * Each snippet runs unedited in its own python process: sitecustomize.py (on PYTHONPATH)
 * sends every https:// request to a recording server of its own as /__host/<host>/<path>.
 * The server answers the hub's provider-mapping lookup with the model's mapping, and the
 * calls with realistic answers (a real PNG, chat completions, server-sent events, provider
 * job flows). Each run must exit 0 and send the request the raw-HTTP client sends for the
 * same case (hf-inference and chat), or the provider's reference request (routed providers).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets, type Snippet } from "../../engine/index.js";
import { providerCases, type ProviderCase } from "./providers/support/cases.js";
import { diffBody, HUB_ID, referencePairs, type ReferenceRequest } from "./providers/support/expected.js";
import { installProviderFlows, mappingFor, MEDIA_PATH, originalUrl, PNG_BYTES } from "./providers/support/flows.js";
import { pythonRunner, sdkEnv } from "../support/python-sdk/fork-runner.js";
import { ensureSdkVenv, type SdkVenv } from "../support/python-sdk/venv.js";
import { ROOT } from "../support/reference.js";
import { startRecordingServer, type RecordedRequest } from "../support/recording-server.js";
import { removeRun, runSnippet, SAMPLE_FILES, TEST_ENV } from "../support/run-snippet.js";
import { serveModel, taskAnswer } from "./answers.js";
import { CASES, MODEL_ID, type SnippetCase } from "./cases.js";

const SDK_CLIENTS = new Set(["huggingface_hub", "openai"]);
const ROUTER = "https://router.huggingface.co";
/** The custom endpoint of the endpoint cases (test/inference/cases.ts). */
const ENDPOINT_HOST = "my-endpoint.example.com";

/** hf-inference and chat cases of test/inference/cases.ts that run with the real SDKs. */
const INFERENCE_CASES = [
  "chat/llm",
  "chat/llm-stream",
  "chat/vlm",
  "hf-inference/text-to-image",
  "hf-inference/automatic-speech-recognition",
  "hf-inference/text-classification",
  "hf-inference/feature-extraction",
  "hf-inference/zero-shot-classification",
  "hf-inference/zero-shot-image-classification",
  "hf-inference/question-answering",
  "hf-inference/image-classification",
  "bill-to/chat",
  "bill-to/text-to-image",
  "access-token/chat",
  "access-token/automatic-speech-recognition",
  "chat/options",
  "auto/chat",
  "auto/chat-stream",
  "auto/text-to-image",
  "endpoint/chat",
  "endpoint/text-classification",
];

/** Routed provider cases of test/inference/providers/support/cases.ts. */
const PROVIDER_CASES = [
  "together/conversational/routed",
  "together/text-to-image/routed",
  "fal-ai/text-to-image/routed",
  "replicate/text-to-image/routed",
  "nscale/text-to-image/routed",
];

/** Tasks whose body is the raw sample file. */
const RAW_FILE: Record<string, string> = { "automatic-speech-recognition": "sample1.flac", "image-classification": "cats.jpg" };

interface SdkRun {
  id: string;
  snippet: Snippet;
  inference?: SnippetCase;
  provider?: ProviderCase;
}

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
  /** Files the snippet wrote. */
  wrote: string[];
  /** The recorded calls, the hub's own API lookups left out. */
  calls: RecordedRequest[];
}

const isChat = (c: SnippetCase) => c.model.pipeline_tag === "image-text-to-text" || Boolean(c.model.tags?.includes("conversational"));
const sdkSnippets = (model: SnippetCase["model"], request: SnippetCase["request"]) =>
  getInferenceSnippets(model, request).filter((s) => s.language === "python" && SDK_CLIENTS.has(s.client));

const RUNS: SdkRun[] = [
  ...INFERENCE_CASES.map((name) => CASES.find((c) => c.name === name)!).flatMap((c) =>
    sdkSnippets(c.model, c.request).map((snippet) => ({ id: `${c.name}/${snippet.client}`, snippet, inference: c })),
  ),
  ...providerCases()
    .filter((c) => PROVIDER_CASES.includes(c.id))
    .flatMap((c) => sdkSnippets(c.model, c.request).map((snippet) => ({ id: `${c.id}/${snippet.client}`, snippet, provider: c }))),
];

const WORK = path.join(ROOT, `node_modules/.cache/model-atlas-py-sdk/runs-${process.pid}`);

/** What the hub answers for the model's provider mapping, and how the calls are answered. */
function serve(run: SdkRun, server: Awaited<ReturnType<typeof startRecordingServer>>): void {
  const c = run.provider;
  if (c) {
    const entry = (c.model.inferenceProviderMapping as { providerId: string }[])[0]!;
    const media = server.url + MEDIA_PATH;
    // huggingface_hub calls fal-ai synchronously (the flows answer fal's queue) and asks Replicate
    // to hold the answer until done (`Prefer: wait`, as huggingface.js does).
    server.on(
      "POST",
      (p) => p.startsWith("/__host/router.huggingface.co/fal-ai/"),
      (request) =>
        request.url.includes("_subdomain=queue") ? { status: 404, body: { error: "unexpected queue call" } } : { body: { images: [{ url: media }] } },
    );
    server.on(
      "POST",
      (p) => p.startsWith("/__host/router.huggingface.co/replicate/") && p.endsWith("/predictions"),
      (request) =>
        /wait/.test(request.headers.prefer ?? "")
          ? { body: { id: "job1", status: "succeeded", output: media } }
          : { status: 404, body: { error: "no Prefer: wait" } },
    );
    installProviderFlows(server, () => mappingFor(c.provider, c.task, entry.providerId));
    return;
  }
  const ic = run.inference!;
  const task = String(ic.model.pipeline_tag);
  server.on("GET", (p) => p.startsWith(`/__host/huggingface.co/api/models/${MODEL_ID}`), {
    body: { _id: "x", id: MODEL_ID, pipeline_tag: task, inferenceProviderMapping: mappingFor("hf-inference", isChat(ic) ? "conversational" : task, MODEL_ID) },
  });
  // The SDK decodes images with Pillow: a real PNG, not the magic bytes answers.ts sends.
  const answer = task === "text-to-image" ? { body: PNG_BYTES, contentType: "image/png" } : taskAnswer(task);
  const calls = (p: string) => p.startsWith("/__host/router.huggingface.co/hf-inference/") || p.startsWith(`/__host/${ENDPOINT_HOST}`);
  server.on("POST", (p) => calls(p) && !p.endsWith("/chat/completions"), answer);
  installProviderFlows(server, () => ({}));
}

async function runSdk(python: string, run: SdkRun): Promise<Outcome> {
  const server = await startRecordingServer();
  serve(run, server);
  const dir = path.join(WORK, run.id.replace(/[^A-Za-z0-9_.-]+/g, "_"));
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, bytes] of Object.entries(SAMPLE_FILES)) fs.writeFileSync(path.join(dir, name), bytes);
  fs.writeFileSync(path.join(dir, "snippet.py"), run.snippet.content);
  try {
    const { code, stdout, stderr } = await (await pythonRunner(python)).run("snippet.py", dir, sdkEnv(dir, server.url, TEST_ENV), 30);
    const calls = server.requests.filter((r) => !(r.method === "GET" && r.url.startsWith("/__host/huggingface.co/api/")));
    const wrote = fs.readdirSync(dir).filter((name) => name !== "snippet.py" && !(name in SAMPLE_FILES) && !name.startsWith("."));
    return { code, stdout, stderr, wrote, calls };
  } finally {
    await server.close();
  }
}

/** The call the python `requests` snippet of the same case sends (Debian's python3-requests). */
async function rawCall(c: SnippetCase): Promise<RecordedRequest | undefined> {
  const snippet = getInferenceSnippets(c.model, c.request).find((s) => s.language === "python" && s.client === "requests");
  if (!snippet) return undefined;
  const server = await startRecordingServer();
  serveModel(server, MODEL_ID, isChat(c) ? "chat" : String(c.model.pipeline_tag));
  try {
    removeRun(await runSnippet("python", "requests", snippet.content, server.url));
    return server.requests.find((r) => r.method === "POST");
  } finally {
    await server.close();
  }
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

let venv: SdkVenv = { note: "not built yet" };
const outcomes = new Map<string, Outcome>();
const rawCalls = new Map<string, RecordedRequest | undefined>();

describe("python SDK snippets run with the real huggingface_hub and openai", () => {
  beforeAll(async () => {
    venv = ensureSdkVenv();
    if (!venv.python) {
      console.warn(`python SDK execution tests ${venv.note} (the SDK snippets are still parsed by syntax.test.ts)`);
      return;
    }
    fs.rmSync(WORK, { recursive: true, force: true });
    const python = venv.python;
    const cases = [...new Set(RUNS.flatMap((r) => (r.inference ? [r.inference] : [])))];
    await Promise.all([
      pool(RUNS, 4, async (r) => void outcomes.set(r.id, await runSdk(python, r))),
      pool(cases, 2, async (c) => void rawCalls.set(c.name, await rawCall(c))),
    ]);
    fs.rmSync(WORK, { recursive: true, force: true });
  }, 240_000); // a guard, not a speed target: building the venv takes ~10 s, the runs ~15 s

  afterAll(async () => {
    fs.rmSync(WORK, { recursive: true, force: true });
  });

  it("covers the chosen cases in both SDKs", () => {
    expect(RUNS.filter((r) => r.snippet.client === "huggingface_hub").length).toBeGreaterThanOrEqual(INFERENCE_CASES.length);
    expect(RUNS.filter((r) => r.snippet.client === "openai").length).toBeGreaterThanOrEqual(5);
  });

  it.for(RUNS.map((r) => [r.id, r] as const))("%s", ([, run], ctx) => {
    if (!venv.python) return ctx.skip();
    const outcome = outcomes.get(run.id)!;
    expect(outcome.code, `exit ${outcome.code}: ${outcome.stderr.slice(-1500)}`).toBe(0);
    const posts = outcome.calls.filter((q) => q.method === "POST");
    expect(posts, outcome.calls.map((q) => `${q.method} ${q.url}`).join(", ")).toHaveLength(1);
    if (run.provider) {
      expect(compareProvider(run, posts[0]!)).toEqual([]);
      // Image answers are fetched (fal-ai, Replicate) or decoded (together, nscale) and saved.
      if (run.provider.task === "text-to-image") expect(outcome.wrote.length, "no image written").toBeGreaterThan(0);
    } else {
      checkInference(run, posts[0]!, outcome);
    }
  });
});

/** hf-inference and chat: route, auth, bill-to, and the body the `requests` snippet sends. */
function checkInference(run: SdkRun, call: RecordedRequest, outcome: Outcome): void {
  const c = run.inference!;
  const task = String(c.model.pipeline_tag);
  const chat = isChat(c);
  const url = originalUrl(call).split("?")[0]!.replace(/\/$/, "");
  const openai = run.snippet.client === "openai";
  const endpoint = c.request.endpointUrl;
  const auto = c.request.provider === "auto";
  const hfModel = `${ROUTER}/hf-inference/models/${MODEL_ID}`;
  let want: string;
  if (endpoint) want = chat ? `${endpoint}/v1/chat/completions` : endpoint;
  // huggingface_hub calls hf-inference's own chat route; openai (like the raw clients) and auto the router's.
  else if (chat) want = openai || auto ? `${ROUTER}/v1/chat/completions` : `${hfModel}/v1/chat/completions`;
  else want = hfModel + (task === "feature-extraction" ? "/pipeline/feature-extraction" : "");
  expect(url).toBe(want);
  expect(call.headers.authorization).toBe(`Bearer ${c.request.accessToken ?? (endpoint ? TEST_ENV.API_TOKEN : TEST_ENV.HF_TOKEN)}`);
  expect(call.headers["x-hf-bill-to"]).toBe(c.request.billTo);
  const raw = rawCalls.get(c.name);
  const file = RAW_FILE[task];
  if (file) {
    expect(call.body.equals(SAMPLE_FILES[file]!)).toBe(true);
    expect(call.headers["content-type"]).toMatch(file.endsWith(".flac") ? /^audio\/flac/ : /^image\/jpeg/);
    return;
  }
  expect(call.headers["content-type"]).toMatch(/^application\/json/);
  const body = hubQuirksUndone(task, withoutEmptyParameters(JSON.parse(call.body.toString("utf8")) as Record<string, unknown>));
  if (!raw) {
    // No raw-HTTP snippet for the task (question answering): the reference's body for it.
    const pair = referencePairs().find((p) => p.provider === "hf-inference" && p.task === task);
    const json = pair?.routed?.body.kind === "json" ? pair.routed.body.json : undefined;
    expect(diffBody(JSON.parse(JSON.stringify(json).replaceAll(HUB_ID, MODEL_ID)), body)).toEqual([]);
    return;
  }
  const rawBody = JSON.parse(raw.body.toString("utf8")) as Record<string, unknown>;
  if (!chat) {
    expect(body).toEqual(rawBody);
    if (task === "text-to-image") expect(outcome.wrote).toContain("image.png");
    return;
  }
  // The router's route names the provider in the model; the provider's own route takes the bare id.
  // An endpoint gets the hub id too (OpenAI-compatible servers such as vLLM check the name).
  expect(body.model).toBe(openai && !auto && !endpoint ? `${MODEL_ID}:hf-inference` : MODEL_ID);
  expect(Boolean(body.stream)).toBe(Boolean(c.request.streaming));
  const strip = ({ model: _m, stream: _s, ...rest }: Record<string, unknown>) => rest;
  expect(strip(body)).toEqual(strip(rawBody));
  expect(outcome.stdout).toContain("Hello.");
}

/** huggingface_hub always sends `parameters`, an empty object when the call sets none; the raw clients leave it out. */
function withoutEmptyParameters(body: Record<string, unknown>): Record<string, unknown> {
  const { parameters, ...rest } = body;
  return parameters && typeof parameters === "object" && !Object.keys(parameters).length ? rest : body;
}

/**
 * Where huggingface_hub's body differs from the raw clients' (which follow the reference request)
 * in form only, the form the raw clients send. Zero-shot classification: the SDK always sends its
 * default `multi_label: false`. Zero-shot image classification: the SDK sends the base64 image as
 * `inputs` itself, the raw clients as `inputs.image`; the image and the labels must still match.
 */
function hubQuirksUndone(task: string, body: Record<string, unknown>): Record<string, unknown> {
  const parameters = body.parameters as Record<string, unknown> | undefined;
  if (task === "zero-shot-classification" && parameters?.multi_label === false) {
    const { multi_label: _m, ...rest } = parameters;
    return { ...body, parameters: rest };
  }
  if (task === "zero-shot-image-classification" && typeof body.inputs === "string") return { ...body, inputs: { image: body.inputs } };
  return body;
}

/** Routed providers: URL, auth, headers and body as the provider's reference request. */
function compareProvider(run: SdkRun, call: RecordedRequest): string[] {
  const c = run.provider!;
  // openai goes through the router's chat route (`expected`); huggingface_hub calls the provider's route (`reference`).
  const expected: ReferenceRequest = run.snippet.client === "openai" ? c.expected : (c.reference ?? c.expected);
  const out: string[] = [];
  // huggingface_hub 2.0 calls fal-ai's image route synchronously; the reference (and our raw
  // snippets) use fal's queue (`?_subdomain=queue`). Same route and body otherwise.
  const sync = run.snippet.client === "huggingface_hub" && c.provider === "fal-ai";
  const url = originalUrl(call) + (sync && !call.url.includes("?") ? "?_subdomain=queue" : "");
  if (call.method !== expected.method) out.push(`method ${call.method}, expected ${expected.method}`);
  if (url !== expected.url) out.push(`URL ${url}, expected ${expected.url}`);
  const auth = (expected.headers.Authorization ?? "").replace("<HF_TOKEN>", TEST_ENV.HF_TOKEN);
  if (call.headers.authorization !== auth) out.push(`Authorization ${call.headers.authorization}, expected ${auth}`);
  for (const [name, value] of Object.entries(expected.headers)) {
    if (name !== "Authorization" && name !== "Content-Type" && call.headers[name.toLowerCase()] !== value)
      out.push(`header ${name}: ${call.headers[name.toLowerCase()]}, expected ${value}`);
  }
  if (expected.body.kind !== "json") return [...out, `unexpected ${expected.body.kind} reference`];
  if (!(call.headers["content-type"] ?? "").startsWith("application/json")) out.push(`Content-Type ${call.headers["content-type"]}`);
  out.push(...diffBody(expected.body.json, JSON.parse(call.body.toString("utf8"))));
  return out;
}
