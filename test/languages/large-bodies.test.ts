/**
 * Local files of a real size in JSON bodies. Linux caps one argument of a
 * program at 128 KiB, so a snippet that gives curl or HTTPie the base64 of a photo as one
 * argument fails with "Argument list too long" before sending anything. Every client of every
 * language runs here against the recording server with a 4 MB JPEG and a 3 MB PNG (random bytes
 * behind a real signature) as the local images of a chat request, of a Responses API request and
 * of a document question; the server must receive both files whole, byte for byte. The python
 * SDK clients run with the venv of test/support/python-sdk (skipped only with ATLAS_SKIP_PYTHON_SDK=1).
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../engine/index.js";
import { serveChat } from "../inference/chat/answers.js";
import { CHAT_CASES, MODEL_ID } from "../inference/chat/cases.js";
import { runCases, type CaseResult, type SnippetCase } from "../inference/providers/support/run.js";
import { runPythonSdkCases } from "../support/python-sdk/run-cases.js";
import { ensureSdkVenv } from "../support/python-sdk/venv.js";
import { startRecordingServer, type RecordedRequest, type RecordingServer } from "../support/recording-server.js";
import { everyChatClient, PYTHON_SDK_CLIENTS } from "../support/chat-clients.js";

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), crypto.randomBytes(4 * 1024 * 1024)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(3 * 1024 * 1024)]);
const SAMPLES = { "cats.jpg": JPEG, "cat.png": PNG, "sample1.flac": Buffer.from("fLaC-fake-audio") };

/** The python SDK clients run apart, with their venv. */
const PYTHON_SDKS = new Set<string>(PYTHON_SDK_CLIENTS);

const chatCase = (name: string) => CHAT_CASES.find((c) => c.name === name)!;
const DOCUMENT_ID = "acme/document-model";
const DOCUMENT = {
  id: DOCUMENT_ID,
  pipeline_tag: "document-question-answering",
  inferenceProviderMapping: [{ provider: "hf-inference", providerId: DOCUMENT_ID, task: "document-question-answering" }],
};

function cases(): (SnippetCase & { kind: "chat" | "responses" | "document" })[] {
  const make = (
    kind: "chat" | "responses" | "document",
    model: Parameters<typeof getInferenceSnippets>[0],
    request: Parameters<typeof getInferenceSnippets>[1],
  ) =>
    getInferenceSnippets(model, request).map((s) => ({
      kind,
      id: `${kind}/${s.language}/${s.client}`,
      language: s.language as SnippetCase["language"],
      code: s.content,
      env: { HF_TOKEN: "hf_test_token" },
    }));
  const chat = chatCase("images/local-files");
  const responses = chatCase("responses/local-images");
  return [
    ...make("chat", chat.model, chat.request),
    ...make("responses", responses.model, responses.request),
    ...make("document", DOCUMENT, { provider: "hf-inference" }),
  ];
}

/** Every base64 text found in a JSON body's strings (data URLs included), decoded. */
function filesIn(value: unknown, out: Buffer[] = []): Buffer[] {
  if (typeof value === "string") {
    const b64 = value.startsWith("data:") ? value.slice(value.indexOf(",") + 1) : value;
    if (b64.length > 1000 && /^[A-Za-z0-9+/]+=*$/.test(b64)) out.push(Buffer.from(b64, "base64"));
  } else if (Array.isArray(value)) value.forEach((v) => filesIn(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => filesIn(v, out));
  return out;
}

let server: RecordingServer;
let list: ReturnType<typeof cases> = [];
let results = new Map<string, CaseResult>();
/** The requests of the python SDK runs (they carry no case header). */
const sdkRequests = new Map<string, RecordedRequest[]>();
let sdkNote = "";
const posts = (id: string) => (sdkRequests.get(id) ?? server.requests.filter((r) => r.headers["x-atlas-case"] === id)).filter((r) => r.method === "POST");

beforeAll(async () => {
  server = await startRecordingServer();
  serveChat(server, MODEL_ID, "image-text-to-text");
  // The hub SDKs look the model's provider mapping up first.
  const mapping = { "hf-inference": { status: "live", providerId: DOCUMENT_ID, task: "document-question-answering" } };
  server.on("GET", (p) => p.includes(`/api/models/${DOCUMENT_ID}`), {
    body: { _id: "d", id: DOCUMENT_ID, pipeline_tag: "document-question-answering", inferenceProviderMapping: mapping },
  });
  server.on("POST", (p) => p.endsWith(`/models/${DOCUMENT_ID}`), { body: [{ answer: "grey", score: 0.9, start: 0, end: 0 }] });
  list = cases();
  const sdk = (c: SnippetCase) => PYTHON_SDKS.has(c.id.split("/").slice(1).join("/"));
  results = await runCases(
    list.filter((c) => !sdk(c)),
    server.url,
    SAMPLES,
  );
  const venv = ensureSdkVenv();
  if (!venv.python) {
    sdkNote = venv.note;
    console.warn(`python SDK runs with large images ${venv.note}`);
    list = list.filter((c) => !sdk(c));
    return;
  }
  for (const [id, r] of await runPythonSdkCases(venv.python, list.filter(sdk), server, SAMPLES)) {
    results.set(id, r);
    sdkRequests.set(id, r.requests);
  }
}, 900_000);
afterAll(() => server?.close());

describe("local images of several megabytes", () => {
  it("are offered in every language and client", () => {
    const clients = (kind: string) =>
      list
        .filter((c) => c.kind === kind)
        .map((c) => c.id.slice(kind.length + 1))
        .sort();
    expect(clients("chat")).toEqual(everyChatClient(!sdkNote));
    expect(clients("responses")).toEqual(expect.arrayContaining(["js/fetch", "js/openai", "python/requests", "sh/curl"]));
    expect(clients("document")).toEqual(
      expect.arrayContaining(["go/net-http", "java/java-net-http", "php/php-curl", "python/requests", "ruby/net-http", "sh/curl", "sh/httpie"]),
    );
  });

  it("reach the server whole, from every snippet", () => {
    const problems: string[] = [];
    for (const c of list) {
      const r = results.get(c.id)!;
      if (!r.ok) {
        problems.push(`${c.id} failed: ${r.error.slice(0, 400)}`);
        continue;
      }
      const sent = posts(c.id);
      if (!sent.length) {
        problems.push(`${c.id}: no request`);
        continue;
      }
      const files = filesIn(JSON.parse(sent[0]!.body.toString("utf8")));
      const expected = c.kind === "document" ? [PNG] : [JPEG, PNG];
      if (files.length !== expected.length || files.some((f, i) => !f.equals(expected[i]!))) {
        problems.push(
          `${c.id}: the server received ${files.map((f) => f.length).join(", ") || "no file"} bytes, not ${expected.map((f) => f.length).join(", ")}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
