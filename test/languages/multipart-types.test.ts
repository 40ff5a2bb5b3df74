/**
 * Multipart uploads label the file part with the file's type: speech
 * recognition on together and deepinfra sends `sample1.flac` as `audio/flac` from every raw-HTTP
 * client of every language (Go's `CreateFormFile` and the Java helper said
 * `application/octet-stream`, which a server may refuse or misread).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../engine/index.js";
import { runCases, type CaseResult, type SnippetCase } from "../inference/providers/support/run.js";
import { startRecordingServer, type RecordedRequest, type RecordingServer } from "../support/recording-server.js";

const RAW = new Set(["python/requests", "js/fetch", "sh/curl", "sh/httpie", "go/net-http", "ruby/net-http", "php/php-curl", "java/java-net-http"]);
const PROVIDERS = ["together", "deepinfra"];

/** The Content-Type of each file part of a multipart body (parts with a filename). */
function fileTypes(request: RecordedRequest): string[] {
  const boundary = /boundary=("?)([^";]+)\1/.exec(request.headers["content-type"] ?? "")?.[2];
  if (!boundary) return [];
  return request.body
    .toString("latin1")
    .split(`--${boundary}`)
    .map((part) => part.split("\r\n\r\n")[0] ?? "")
    .filter((head) => /filename=/.test(head))
    .map((head) => /^content-type:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? "(none)");
}

let server: RecordingServer;
let results = new Map<string, CaseResult>();
let ids: string[] = [];

beforeAll(async () => {
  server = await startRecordingServer();
  server.on("POST", () => true, { body: { text: "hello" } });
  const cases: SnippetCase[] = PROVIDERS.flatMap((provider) => {
    const model = {
      id: "hf-org/hf-model",
      pipeline_tag: "automatic-speech-recognition",
      inferenceProviderMapping: [{ provider, providerId: "provider-org/provider-model", task: "automatic-speech-recognition" }],
    };
    return getInferenceSnippets(model, { provider })
      .filter((s) => RAW.has(`${s.language}/${s.client}`))
      .map((s) => ({
        id: `${provider}/${s.language}/${s.client}`,
        language: s.language as SnippetCase["language"],
        code: s.content,
        env: { HF_TOKEN: "hf_test_token" },
      }));
  });
  ids = cases.map((c) => c.id);
  results = await runCases(cases, server.url);
}, 300_000);
afterAll(() => server?.close());

describe("multipart file parts", () => {
  it("carry the file's type in every raw-HTTP client", () => {
    expect(ids.length).toBe(PROVIDERS.length * RAW.size);
    const problems: string[] = [];
    for (const id of ids) {
      const r = results.get(id)!;
      if (!r.ok) problems.push(`${id}: ${r.error.slice(0, 300)}`);
      const sent = server.requests.filter((q) => q.headers["x-atlas-case"] === id);
      const types = sent.flatMap(fileTypes);
      if (types.join() !== "audio/flac") problems.push(`${id}: file parts typed ${JSON.stringify(types)}`);
    }
    expect(problems).toEqual([]);
  });
});
