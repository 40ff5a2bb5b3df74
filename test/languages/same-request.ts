/**
 * Runs the python `requests` snippet and the new languages' raw-HTTP snippets of every case
 * against recording servers (the interception of test/inference/providers/support/run.ts: https:// goes
 * to `/__host/<host>/<path>`, each request names its case) and lists every difference between
 * what a language's snippet sent and wrote and what the python snippet did.
 */
import fs from "node:fs";
import path from "node:path";
import { getInferenceSnippets, type ModelRecordInput, type SnippetRequest } from "../../engine/index.js";
import { getProvider } from "../../engine/inference/providers/index.js";
import { taskAnswer } from "../inference/answers.js";
import { providerCases } from "../inference/providers/support/cases.js";
import { installProviderFlows } from "../inference/providers/support/flows.js";
import { runCases, type CaseResult, type SnippetCase } from "../inference/providers/support/run.js";
import { CASES } from "../inference/cases.js";
import { startRecordingServer, type Answer, type RecordedRequest } from "../support/recording-server.js";
import { sharedBuild } from "../support/shared-build.js";

export interface LanguageCase {
  id: string;
  model: ModelRecordInput;
  request: SnippetRequest;
  env: Record<string, string>;
  /** The answers come from test/inference/providers' flows; otherwise from the hub task answers keyed by `task`. */
  flows: boolean;
  task: string;
}

export interface Outcome {
  id: string;
  client: string;
  result: CaseResult;
  requests: RecordedRequest[];
  /** A chat call: the printed reply must match too. */
  chat: boolean;
}

const HF_TOKEN = "hf_test_token";
const envFor = (provider: string | undefined) => {
  const key = provider ? getProvider(provider)?.keyEnvVar : undefined;
  return { HF_TOKEN, API_TOKEN: "endpoint_test_token", ...(key ? { [key]: `key-for-${key}` } : {}) };
};

export function languageCases(): LanguageCase[] {
  const chat = (m: ModelRecordInput) => m.pipeline_tag === "image-text-to-text" || Boolean(m.tags?.includes("conversational"));
  return [
    ...CASES.map((c) => ({
      id: `inference/${c.name}`,
      model: c.model,
      request: c.request,
      env: envFor(c.request.provider),
      flows: false,
      task: chat(c.model) ? "chat" : String(c.model.pipeline_tag),
    })),
    ...providerCases().map((c) => ({ id: `providers/${c.id}`, model: c.model, request: c.request, env: envFor(c.provider), flows: true, task: c.task })),
  ];
}

function chatAnswer(request: RecordedRequest): Answer {
  const body = JSON.parse(request.body.toString("utf8") || "{}") as { stream?: boolean };
  const message = {
    id: "c1",
    object: "chat.completion",
    created: 1,
    model: "m",
    choices: [{ index: 0, message: { role: "assistant", content: "Hi there" }, finish_reason: "stop" }],
  };
  if (!body.stream) return { body: message };
  const chunk = (content: string) => ({
    id: "c1",
    object: "chat.completion.chunk",
    created: 1,
    model: "m",
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  });
  return { body: [chunk("Hi"), chunk(" there")].map((c) => `data: ${JSON.stringify(c)}\n\n`).join("") + "data: [DONE]\n\n", contentType: "text/event-stream" };
}

/**
 * The python `requests` outcomes of the default cases, made once per test run and shared by the
 * test processes through a file (../support/shared-build.ts): the five language files compare
 * against the same python runs, and making them cost about 15 s of CPU each time.
 */
let defaultBaseline: Promise<Outcome[]> | undefined;

/** Buffers travel in the file as {type: "Buffer", data} (Buffer's own toJSON) and come back as Buffers. */
const revive = (_key: string, value: unknown) =>
  value && typeof value === "object" && (value as { type?: unknown }).type === "Buffer" && Array.isArray((value as { data?: unknown }).data)
    ? Buffer.from((value as { data: number[] }).data)
    : value;

async function sharedBaseline(): Promise<Outcome[]> {
  const dir = await sharedBuild("python-baseline", async (out) => {
    const outcomes = await runClients(new Set([PYTHON_REQUESTS]), languageCases());
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, "outcomes.json"), JSON.stringify(outcomes));
  });
  return JSON.parse(fs.readFileSync(path.join(dir, "outcomes.json"), "utf8"), revive) as Outcome[];
}

/** Every case's python `requests` snippet and its snippets of `clients` (`language/client`), run. */
export async function runLanguages(clients: Set<string>, cases?: LanguageCase[]): Promise<Outcome[]> {
  const others = new Set([...clients].filter((c) => c !== PYTHON_REQUESTS));
  if (cases) return runClients(new Set([PYTHON_REQUESTS, ...others]), cases);
  // One after the other: runCases works in one folder per process.
  defaultBaseline ??= sharedBaseline().catch((error: unknown) => {
    defaultBaseline = undefined;
    throw error;
  });
  const baseline = await defaultBaseline;
  return [...baseline, ...(await runClients(others, languageCases()))];
}

const PYTHON_REQUESTS = "python/requests";

/** The snippets of `clients` for every case, run against a recording server per group of cases. */
async function runClients(clients: Set<string>, cases: LanguageCase[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const flows of [false, true]) {
    const group = cases.filter((c) => c.flows === flows);
    const taskOf = new Map<string, string>();
    const chatCase = new Set(group.filter((c) => c.task === "chat" || c.task === "conversational").map((c) => c.id));
    const runs: (SnippetCase & { client: string; chat: boolean })[] = [];
    for (const c of group) {
      for (const s of getInferenceSnippets(c.model, c.request)) {
        const client = `${s.language}/${s.client}`;
        if (!clients.has(client)) continue;
        const id = `${c.id}/${client}`;
        taskOf.set(id, c.task);
        runs.push({ id, client, chat: chatCase.has(c.id), language: s.language as SnippetCase["language"], code: s.content, env: c.env });
      }
    }
    if (!runs.length) continue;
    const server = await startRecordingServer();
    try {
      if (flows) installProviderFlows(server, () => ({}));
      else {
        server.on("POST", (p) => p.endsWith("/chat/completions"), chatAnswer);
        server.on(
          "POST",
          () => true,
          (request) => taskAnswer(taskOf.get(request.headers["x-atlas-case"] ?? "") ?? ""),
        );
      }
      const results = await runCases(runs, server.url);
      for (const r of runs) {
        outcomes.push({
          id: r.id,
          client: r.client,
          chat: r.chat,
          result: results.get(r.id)!,
          requests: server.requests.filter((q) => q.headers["x-atlas-case"] === r.id),
        });
      }
    } finally {
      await server.close();
    }
  }
  return outcomes;
}

/** Headers every HTTP client sets its own way; the rest must match. */
const TRANSPORT = new Set([
  "accept",
  "accept-encoding",
  "connection",
  "content-length",
  "host",
  "transfer-encoding",
  "user-agent",
  "x-atlas-case",
  "content-type",
  "expect",
]);

interface FormPart {
  name: string;
  filename?: string;
  content: string;
}

function formParts(request: RecordedRequest): FormPart[] {
  const boundary = /boundary=("?)([^";]+)\1/.exec(request.headers["content-type"] ?? "")?.[2];
  if (!boundary) return [];
  return request.body
    .toString("latin1")
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head, ...rest] = part.replace(/^\r\n/, "").split("\r\n\r\n");
      const name = /name="([^"]*)"/.exec(head ?? "")?.[1] ?? "";
      const filename = /filename="([^"]*)"/.exec(head ?? "")?.[1];
      return { name, filename, content: rest.join("\r\n\r\n").replace(/\r\n$/, "") };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

function bodyOf(request: RecordedRequest): unknown {
  const type = request.headers["content-type"] ?? "";
  if (type.startsWith("application/json")) {
    try {
      return JSON.parse(request.body.toString("utf8"));
    } catch {
      return `invalid JSON: ${request.body.toString("utf8").slice(0, 80)}`;
    }
  }
  if (type.startsWith("multipart/form-data")) return formParts(request);
  return request.body.toString("base64");
}

/** JSON with object keys sorted: a JSON object's key order carries no meaning (Go's encoder sorts keys). */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sorted(v)]),
    );
  return value;
}

/** One request as comparable data. */
export function describeRequest(request: RecordedRequest): Record<string, unknown> {
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([k]) => !TRANSPORT.has(k))
      .sort(),
  );
  const type = (request.headers["content-type"] ?? "").split(";")[0];
  // Job ids are handed out per request; a URL without a path is the same request as one with "/".
  const url = request.url.replace(/job\d+/g, "job#").replace(/^(\/__host\/[^/?]+)(?=\?|$)/, "$1/");
  return {
    method: request.method,
    url,
    headers,
    contentType: request.body.length ? type : undefined,
    body: request.body.length ? sorted(bodyOf(request)) : undefined,
  };
}

/** Differences between a language's run and the python `requests` run of the same case. */
export function differences(mine: Outcome, python: Outcome): string[] {
  const out: string[] = [];
  if (!mine.result.ok) return [`failed: ${mine.result.error.slice(0, 600)}`];
  if (!python.result.ok) return [`the python snippet failed: ${python.result.error.slice(0, 300)}`];
  const a = mine.requests.map(describeRequest);
  const b = python.requests.map(describeRequest);
  if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`requests differ:\n  sent   ${JSON.stringify(a)}\n  python ${JSON.stringify(b)}`);
  const files = (r: CaseResult) =>
    JSON.stringify(
      Object.entries(r.files)
        .map(([k, v]) => [k, v.toString("base64")])
        .sort(),
    );
  if (files(mine.result) !== files(python.result)) out.push(`written files differ: ${files(mine.result)} vs ${files(python.result)}`);
  if (mine.chat && mine.result.stdout.trim() !== python.result.stdout.trim())
    out.push(`printed ${JSON.stringify(mine.result.stdout)}, python ${JSON.stringify(python.result.stdout)}`);
  return out;
}
