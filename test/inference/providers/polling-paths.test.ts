/**
 * Polling URLs rebuilt from the path of a job's URL (fal's `response_url`) keep that path as it
 * is written. Java's `URI.getPath()` decodes `%3C…%3E` and `URI.create` then
 * throws on the rebuilt URL; Go's `url.URL.Path` decodes `%2F` and `%3F`, which then name another
 * path or start a query. The server below answers the status, result and media only at the URLs
 * holding the raw path, so a client that decodes it gets a 404 and fails.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../../engine/index.js";
import { startRecordingServer, type RecordingServer } from "../../support/recording-server.js";
import { PNG_BYTES } from "./support/flows.js";
import { runCases, type CaseResult, type SnippetCase } from "./support/run.js";

const RAW = new Set(["python/requests", "js/fetch", "sh/curl", "sh/httpie", "go/net-http", "ruby/net-http", "php/php-curl", "java/java-net-http"]);
/** An app path holding an escaped slash, question mark and angle brackets. */
const APP = "provider-org/app%2Fv2%3Fbeta%3Cx%3E";
const QUEUE = `/__host/router.huggingface.co/fal-ai/${APP}/requests/r1`;

let server: RecordingServer;
let results = new Map<string, CaseResult>();

beforeAll(async () => {
  server = await startRecordingServer();
  server.on("POST", (p) => p.startsWith("/__host/router.huggingface.co/fal-ai/"), {
    body: {
      request_id: "r1",
      status: "IN_QUEUE",
      response_url: `https://queue.fal.run/${APP}/requests/r1`,
      status_url: `https://queue.fal.run/${APP}/requests/r1/status`,
    },
  });
  // The matcher is given the decoded-free raw path (the recorded URL without its query).
  server.on("GET", (p) => p === `${QUEUE}/status`, { body: { status: "COMPLETED" } });
  server.on("GET", (p) => p === QUEUE, { body: { images: [{ url: "https://v3.fal.media/files/out.png" }] } });
  server.on("GET", (p) => p === "/__host/v3.fal.media/files/out.png", { body: PNG_BYTES, contentType: "image/png" });
  const model = {
    id: "hf-org/hf-model",
    pipeline_tag: "text-to-image",
    inferenceProviderMapping: [{ provider: "fal-ai", providerId: "provider-org/provider-model", task: "text-to-image" }],
  };
  const cases: SnippetCase[] = getInferenceSnippets(model, { provider: "fal-ai" })
    .filter((s) => RAW.has(`${s.language}/${s.client}`))
    .map((s) => ({ id: `${s.language}/${s.client}`, language: s.language as SnippetCase["language"], code: s.content, env: { HF_TOKEN: "hf_test_token" } }));
  results = await runCases(cases, server.url);
}, 300_000);
afterAll(() => server?.close());

describe("fal polling URLs with escapes in the app path", () => {
  it("every raw-HTTP client polls and fetches the result at the raw path, and writes the image", () => {
    expect([...results.keys()].sort()).toEqual([...RAW].sort());
    const problems: string[] = [];
    for (const r of results.values()) {
      if (!r.ok) problems.push(`${r.id}: ${r.error.slice(0, 300)}`);
      else if (!r.files["image.png"]?.equals(PNG_BYTES)) problems.push(`${r.id}: no image written`);
      const gets = server.requests.filter((q) => q.method === "GET" && q.headers["x-atlas-case"] === r.id).map((q) => q.url.split("?")[0]);
      if (!gets.includes(`${QUEUE}/status`)) problems.push(`${r.id}: polled ${gets.join(", ")}`);
    }
    expect(problems).toEqual([]);
  });
});
