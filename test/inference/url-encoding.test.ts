/**
 * Model ids that are not URL-safe (space, `<`, `>`, `[`, `]`, `{`, `}`, `#`, `?`, `%`, quotes,
 * non-ASCII) in the request URL. The raw-HTTP clients (curl, python `requests`, fetch) must send
 * exactly the percent-encoded URL the engine built (curl fails or globs on the raw text; requests
 * and fetch must not encode it twice), and the SDK clients (huggingface.js, openai, and
 * huggingface_hub where the python SDK venv exists) get the raw id and must reach the same path.
 * Every snippet runs for real against the recording server.
 */
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSdkSnippet } from "../support/python-sdk/fork-runner.js";
import { getInferenceSnippets, type ModelRecordInput, type SnippetRequest, type Snippet } from "../../engine/index.js";
import { encodePath, encodePathSegment, encodeQueryValue } from "../../engine/inference/call/url-encoding.js";
import { ensureSdkVenv, type SdkVenv } from "../support/python-sdk/venv.js";
import { startRecordingServer, type RecordingServer } from "../support/recording-server.js";
import { ROOT } from "../support/reference.js";
import { removeRun, runSnippet, SAMPLE_FILES, TEST_ENV } from "../support/run-snippet.js";

describe("url-encoding", () => {
  it("encodes each path segment and keeps the slashes of an id", () => {
    expect(encodePath("org/my model<v2>[a]{b}")).toBe("org/my%20model%3Cv2%3E%5Ba%5D%7Bb%7D");
    expect(encodePath("accounts/fireworks/models/llama-v3p1")).toBe("accounts/fireworks/models/llama-v3p1");
    expect(encodePath("owner/model:0123abc")).toBe("owner/model:0123abc");
  });

  it("gives a path of segment characters back as it is, as encoding each segment would", () => {
    const char = fc.constantFrom(..."aZ09-._~!$&'()*+,;=:@/ %#?é<>[]\\\"".split(""));
    fc.assert(
      fc.property(fc.array(char, { maxLength: 24 }), (chars) => {
        const path = chars.join("");
        expect(encodePath(path)).toBe(path.split("/").map(encodePathSegment).join("/"));
      }),
      { numRuns: 2000 },
    );
  });

  it("encodes what would end or change the path: # ? % and non-ASCII", () => {
    expect(encodePathSegment("a#b?c%d é")).toBe("a%23b%3Fc%25d%20%C3%A9");
    expect(encodePathSegment("\uD800x")).toBe("%EF%BF%BDx");
  });

  it("encodes the LoRA weights URL a provider fetches", () => {
    const model = {
      id: "acme/style-lora",
      pipeline_tag: "text-to-image",
      inferenceProviderMapping: [
        {
          provider: "fal-ai",
          providerId: "fal-ai/flux-lora",
          task: "text-to-image",
          status: "live" as const,
          adapter: "lora",
          adapterWeightsPath: "my lora [v2].safetensors",
        },
      ],
    };
    const curl = getInferenceSnippets(model, { provider: "fal-ai" }).find((s) => s.client === "curl")!;
    expect(curl.content).toContain("https://huggingface.co/acme/style-lora/resolve/main/my%20lora%20%5Bv2%5D.safetensors");
  });

  it("refuses an id with a dot segment, naming the field", () => {
    expect(() => getInferenceSnippets({ id: "org/..", pipeline_tag: "text-classification" })).toThrow(
      /model\.id.*"org\/\.\." has a "\." or "\.\." path segment/s,
    );
    const mapped = {
      id: "org/name",
      pipeline_tag: "text-classification",
      inferenceProviderMapping: [{ provider: "hf-inference", providerId: "./x", task: "text-classification", status: "live" as const }],
    };
    expect(() => getInferenceSnippets(mapped)).toThrow(/providerId/);
    // Only a whole segment of one or two dots is refused.
    const provider = { provider: "hf-inference" };
    for (const id of ["org/./x", "./x", "org/.", "..", ".", "a/../b"]) {
      expect(() => getInferenceSnippets({ id, pipeline_tag: "text-classification" }, provider), id).toThrow(/path segment/);
    }
    for (const id of ["org/...", ".org/x", "org/x.", "org/..x", "org/x..", "a.b/c"]) {
      expect(getInferenceSnippets({ id, pipeline_tag: "text-classification" }, provider).length, id).toBeGreaterThan(0);
    }
  });

  it("encodes query values fully", () => {
    expect(encodeQueryValue("a b&c=d/e'(f)")).toBe("a%20b%26c%3Dd%2Fe%27%28f%29");
  });
});

/** Characters that break or change a raw URL. The SDK clients are run with the first group only (what fetch's URL parser and httpx encode themselves). */
const SDK_SAFE = "my model <v2> [a] {b}";
const RAW_ONLY = "#q?1%25'é";
const RAW_CLIENTS = new Set(["sh/curl", "python/requests", "js/fetch"]);
const SDK_CLIENTS = new Set(["js/huggingface.js", "js/openai", "python/huggingface_hub", "python/openai"]);

interface Case {
  name: string;
  model: ModelRecordInput;
  request: SnippetRequest;
  /** The path the request must reach, with the raw id in it. */
  path: (id: string) => string;
  answer: unknown;
}

const chatAnswer = {
  id: "c1",
  object: "chat.completion",
  created: 1,
  model: "m",
  choices: [{ index: 0, message: { role: "assistant", content: "Hi" }, finish_reason: "stop" }],
};

function cases(name: string): Case[] {
  const id = `acme/${name}`;
  return [
    {
      name: "hf-inference text-classification",
      model: { id, pipeline_tag: "text-classification" },
      request: {},
      path: (i) => `/hf-inference/models/${i}`,
      answer: [[{ label: "POSITIVE", score: 0.9 }]],
    },
    {
      // The provider's own chat route carries the id; the openai client gets it inside its base URL.
      name: "hf-inference direct chat",
      model: { id, pipeline_tag: "text-generation", tags: ["conversational"] },
      request: { directRequest: true },
      path: (i) => `/hf-inference/models/${i}/v1/chat/completions`,
      answer: chatAnswer,
    },
    {
      name: "fal-ai speech recognition (provider id)",
      model: {
        id: "acme/asr",
        pipeline_tag: "automatic-speech-recognition",
        inferenceProviderMapping: [{ provider: "fal-ai", providerId: `fal-ai/${name}`, task: "automatic-speech-recognition", status: "live" }],
      },
      request: { provider: "fal-ai" },
      path: (i) => `/fal-ai/fal-ai/${i.slice("acme/".length)}`,
      answer: { text: "hello" },
    },
  ];
}

interface Run {
  label: string;
  snippet: Snippet;
  c: Case;
  id: string;
  raw: boolean;
}

const RUNS: Run[] = [
  ...cases(SDK_SAFE + RAW_ONLY).flatMap((c) =>
    getInferenceSnippets(c.model, c.request)
      .filter((s) => RAW_CLIENTS.has(`${s.language}/${s.client}`))
      .map((snippet) => ({ label: `${c.name} ${snippet.language}/${snippet.client}`, snippet, c, id: `acme/${SDK_SAFE}${RAW_ONLY}`, raw: true })),
  ),
  ...cases(SDK_SAFE).flatMap((c) =>
    getInferenceSnippets(c.model, c.request)
      // huggingface_hub refuses such a hub id before any call (the hub allows none); a provider id it sends.
      .filter((s) => SDK_CLIENTS.has(`${s.language}/${s.client}`) && !(s.client === "huggingface_hub" && c.model.id.includes(" ")))
      .map((snippet) => ({ label: `${c.name} ${snippet.language}/${snippet.client}`, snippet, c, id: `acme/${SDK_SAFE}`, raw: false })),
  ),
];

let venv: SdkVenv = { note: "not built yet" };
const WORK = path.join(ROOT, `node_modules/.cache/model-atlas-py-sdk/url-runs-${process.pid}`);

function serve(server: RecordingServer, c: Case): void {
  const mapping =
    c.request.provider === "fal-ai"
      ? c.model.inferenceProviderMapping
      : { "hf-inference": { status: "live", providerId: c.model.id, task: c.request.directRequest ? "conversational" : c.model.pipeline_tag } };
  server.on("GET", (p) => decodeURIComponent(p).includes("/api/models/"), { body: { _id: "x", id: c.model.id, inferenceProviderMapping: mapping } });
  server.on("POST", () => true, { body: c.answer });
}

const runPythonSdk = (python: string, code: string, server: string) => runSdkSnippet(python, code, server, WORK, SAMPLE_FILES, TEST_ENV);

/** The path of the one POST a snippet sent (python SDK calls arrive as /__host/<host>/…). */
async function postedPath(run: Run): Promise<string | undefined> {
  const server = await startRecordingServer();
  serve(server, run.c);
  try {
    const { language, client, content } = run.snippet;
    if (language === "python" && !run.raw) {
      if (!venv.python) return undefined;
      const result = await runPythonSdk(venv.python, content, server.url);
      expect(result.code, result.stderr.slice(-1500)).toBe(0);
    } else {
      const result = await runSnippet(language, client, content, server.url, { FAL_KEY: "fal_test_key" });
      removeRun(result);
      expect(result.code, result.stderr.slice(-1500)).toBe(0);
    }
    const posts = server.requests.filter((r) => r.method === "POST");
    expect(posts.map((r) => r.url)).toHaveLength(1);
    return posts[0]!.url.replace(/^\/__host\/router\.huggingface\.co/, "").split("?")[0];
  } finally {
    await server.close();
  }
}

const decoded = (p: string) => p.split("/").map(decodeURIComponent).join("/");

describe("ids that are not URL-safe reach the right path from every client", () => {
  beforeAll(() => {
    venv = ensureSdkVenv();
    if (!venv.python) console.warn(`url-encoding runs of the python SDKs ${venv.note}`);
  }, 180_000);
  afterAll(async () => {
    fs.rmSync(WORK, { recursive: true, force: true });
  });

  it("covers raw and SDK clients", () => {
    expect(RUNS.filter((r) => r.raw).length).toBe(9);
    expect(new Set(RUNS.filter((r) => !r.raw).map((r) => `${r.snippet.language}/${r.snippet.client}`))).toEqual(SDK_CLIENTS);
  });

  it("gives the SDKs the raw id", () => {
    for (const run of RUNS.filter((r) => !r.raw && r.snippet.client !== "openai")) expect(run.snippet.content, run.label).toContain(run.c.model.id);
  });

  it.concurrent.for(RUNS.map((r) => [`${r.raw ? "raw" : "sdk"} ${r.label}`, r] as const))("%s", async ([, run], ctx) => {
    const sent = await postedPath(run);
    if (sent === undefined) return ctx.skip();
    expect(decoded(sent)).toBe(run.c.path(run.id));
    // A raw client sends the engine's URL byte for byte: encoded once, never twice.
    if (run.raw) expect(sent).toBe(run.c.path(encodePath(run.id)));
  });
});
