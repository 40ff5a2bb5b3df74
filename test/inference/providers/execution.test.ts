/**
 * Every provider/task pair, routed and direct (plus the variants), generated and run against
 * the recording server: python `requests`, JS `fetch`, `openai` and `@huggingface/inference`,
 * and curl snippets execute for real; the other python snippets are parsed by python's own
 * parser. Each run must send the request of test/reference/providers.json for its pair
 * (sample values aside), follow job flows to the end, and write the media it fetched.
 */
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets, type Snippet } from "../../../engine/index.js";
import { getProvider } from "../../../engine/inference/providers/index.js";
import { startRecordingServer, type RecordedRequest, type RecordingServer } from "../../support/recording-server.js";
import { providerCases, type ProviderCase } from "./support/cases.js";
import { diffBody, type ReferenceRequest } from "./support/expected.js";
import { installProviderFlows, mappingFor, originalUrl, PNG_BYTES } from "./support/flows.js";
import { runCases, type CaseResult, type SnippetCase } from "./support/run.js";

const HF_TOKEN = "hf_test_token";
const keyFor = (name: string) => `key-for-${name}`;
/** Clients whose snippets run; the python SDK snippets (no such packages here) are parsed. */
const RUN = new Set(["python/requests", "js/fetch", "js/openai", "js/huggingface.js", "sh/curl"]);

interface Run {
  c: ProviderCase;
  snippet: Snippet;
  id: string;
}

let server: RecordingServer;
let runs: Run[] = [];
let results = new Map<string, CaseResult>();
let parsed = new Map<string, string>();
const byCase = new Map<string, RecordedRequest[]>();

describe("provider snippets run against the recording server", () => {
  beforeAll(async () => {
    server = await startRecordingServer();
    const cases = providerCases();
    runs = cases.flatMap((c) =>
      getInferenceSnippets(c.model, c.request).map((snippet) => ({ c, snippet, id: `${c.id}/${snippet.language}/${snippet.client}` })),
    );
    const caseOf = new Map(runs.map((r) => [r.id, r.c]));
    installProviderFlows(server, (request) => {
      const c = caseOf.get(request.headers["x-atlas-case"] ?? "");
      const entry = (c?.model.inferenceProviderMapping as { providerId: string }[] | undefined)?.[0];
      return c && entry ? mappingFor(c.provider, c.task, entry.providerId) : {};
    });
    const env = (c: ProviderCase) => {
      const key = getProvider(c.provider)!.keyEnvVar;
      return { HF_TOKEN, [key]: keyFor(key) };
    };
    const toCase = (r: Run): SnippetCase => ({ id: r.id, language: r.snippet.language, code: r.snippet.content, env: env(r.c) });
    results = await runCases(runs.filter((r) => RUN.has(`${r.snippet.language}/${r.snippet.client}`)).map(toCase), server.url);
    for (const request of server.requests) {
      const id = request.headers["x-atlas-case"] ?? "";
      byCase.set(id, [...(byCase.get(id) ?? []), request]);
    }
    parsed = parsePython(runs.filter((r) => r.snippet.language === "python" && !RUN.has(`python/${r.snippet.client}`)));
  }, 300_000); // a guard, not a speed target: the batch takes ~20 s alone, longer on a loaded machine
  afterAll(() => server?.close());

  it("covers every pair in every applicable client", () => {
    const cases = new Set(runs.map((r) => r.c.id));
    expect(cases.size).toBe(providerCases().length);
    for (const c of providerCases()) expect(runs.filter((r) => r.c.id === c.id).length, c.id).toBeGreaterThan(0);
  });

  it("runs every raw-HTTP, OpenAI and huggingface.js snippet to the end", () => {
    const failed = runs
      .filter((r) => RUN.has(`${r.snippet.language}/${r.snippet.client}`))
      .map((r) => results.get(r.id)!)
      .filter((r) => !r.ok)
      .map((r) => `${r.id}: ${r.error.slice(0, 400)}`);
    expect(failed).toEqual([]);
  });

  it("sends the provider's request from raw-HTTP and OpenAI clients", () => {
    const problems: string[] = [];
    for (const r of runs.filter((x) => RUN.has(`${x.snippet.language}/${x.snippet.client}`) && x.snippet.client !== "huggingface.js")) {
      const call = (byCase.get(r.id) ?? []).find((q) => q.method === "POST");
      if (!call) {
        problems.push(`${r.id}: no request`);
        continue;
      }
      problems.push(...compare(r, call, r.c.expected, true).map((p) => `${r.id}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it("calls the provider's URL with the right key from huggingface.js", () => {
    const problems: string[] = [];
    for (const r of runs.filter((x) => x.snippet.client === "huggingface.js" && x.c.reference)) {
      const call = (byCase.get(r.id) ?? []).find((q) => q.method === "POST");
      if (!call) problems.push(`${r.id}: no request`);
      else problems.push(...compare(r, call, r.c.reference!, false).map((p) => `${r.id}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it("polls job flows until done, then fetches the result", () => {
    const problems: string[] = [];
    for (const r of runs.filter((x) => RUN.has(`${x.snippet.language}/${x.snippet.client}`) && x.snippet.client !== "huggingface.js")) {
      const kind = r.c.responseKind;
      if (kind !== "queue" && kind !== "async-job" && !(r.c.provider === "replicate")) continue;
      const requests = byCase.get(r.id) ?? [];
      const polls = requests.filter((q) => q.method === "GET" && q.url.startsWith("/__host/"));
      if (polls.length < 2) problems.push(`${r.id}: ${polls.length} status polls`);
      const media = requests.some((q) => q.url === "/__media/output.bin");
      const json = r.c.task === "automatic-speech-recognition";
      if (!json && !media) problems.push(`${r.id}: never downloaded the media`);
      if (!json && !Object.values(results.get(r.id)!.files).some((f) => f.equals(PNG_BYTES))) problems.push(`${r.id}: no output file with the media`);
    }
    expect(problems).toEqual([]);
  });

  it("streams chat replies when asked", () => {
    const streams = runs.filter((r) => r.c.mode === "direct-stream" && RUN.has(`${r.snippet.language}/${r.snippet.client}`));
    expect(streams.length).toBeGreaterThan(0);
    for (const r of streams) {
      const call = (byCase.get(r.id) ?? []).find((q) => q.method === "POST")!;
      expect(JSON.parse(call.body.toString("utf8")).stream, r.id).toBe(true);
      expect(results.get(r.id)!.stdout, r.id).toContain("Hel");
    }
  });

  it("parses every python SDK snippet (huggingface_hub, openai, fal_client)", () => {
    expect(parsed.size).toBeGreaterThan(0);
    expect([...parsed].filter(([, error]) => error).map(([id, error]) => `${id}: ${error}`)).toEqual([]);
  });
});

/** Differences between a recorded request and the expected one. */
function compare(r: Run, call: RecordedRequest, expected: ReferenceRequest, checkBody: boolean): string[] {
  const out: string[] = [];
  const url = originalUrl(call);
  if (call.method !== expected.method) out.push(`method ${call.method}, expected ${expected.method}`);
  if (url !== expected.url) out.push(`URL ${url}, expected ${expected.url}`);
  const provider = getProvider(r.c.provider)!;
  const auth = expected.headers.Authorization ?? "";
  const direct = auth.includes("<PROVIDER_API_KEY>");
  const token = direct ? keyFor(provider.keyEnvVar) : HF_TOKEN;
  const wantAuth = auth.replace("<PROVIDER_API_KEY>", token).replace("<HF_TOKEN>", token);
  if (call.headers.authorization !== wantAuth) out.push(`Authorization ${call.headers.authorization}, expected ${wantAuth}`);
  for (const [name, value] of Object.entries(expected.headers)) {
    if (name === "Authorization" || name === "Content-Type") continue;
    if (call.headers[name.toLowerCase()] !== value) out.push(`header ${name}: ${call.headers[name.toLowerCase()]}, expected ${value}`);
  }
  const type = call.headers["content-type"] ?? "";
  if (expected.body.kind === "json") {
    if (!type.startsWith("application/json")) out.push(`Content-Type ${type}`);
    if (checkBody) {
      let body: unknown;
      try {
        body = JSON.parse(call.body.toString("utf8"));
      } catch {
        return [...out, `body is not JSON: ${call.body.toString("utf8").slice(0, 80)}`];
      }
      out.push(...diffBody(expected.body.json, body));
    }
  } else {
    if (!type.startsWith("multipart/form-data")) out.push(`Content-Type ${type}, expected multipart/form-data`);
    const text = call.body.toString("latin1");
    for (const field of expected.body.fields) {
      const named = new RegExp(`name="${field.name}"(; filename="[^"]+")?\\r\\n`).exec(text);
      if (!named) out.push(`form field ${field.name} missing`);
      else if (field.file && !named[1]) out.push(`form field ${field.name} is not a file`);
      else if (field.value !== undefined && !text.includes(`name="${field.name}"\r\n\r\n${field.value}\r\n`))
        out.push(`form field ${field.name} is not ${field.value}`);
    }
  }
  return out;
}

/** Parse python snippets with python's own parser, in one interpreter: id → error ("" when fine). */
function parsePython(list: Run[]): Map<string, string> {
  const script =
    "import ast, json, sys\nfor item in json.load(sys.stdin):\n    try:\n        ast.parse(item['code'])\n        print(json.dumps([item['id'], '']))\n    except SyntaxError as e:\n        print(json.dumps([item['id'], str(e)]))\n";
  const out = spawnSync("/usr/bin/python3", ["-c", script], {
    input: JSON.stringify(list.map((r) => ({ id: r.id, code: r.snippet.content }))),
    encoding: "utf8",
  });
  return new Map(
    out.stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as [string, string]),
  );
}
