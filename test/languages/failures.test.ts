/**
 * The new languages' raw-HTTP clients (go, ruby, php, httpie, java) on the failing calls of
 * test/providers/failures.test.ts. Calls that go wrong: a job reported as failed, a status poll answered with an HTTP
 * error, a finished job whose media URL answers with an HTTP error, and file answers (bytes,
 * or JSON with base64, a URL or audio tracks) that are an HTTP error instead. Every raw-HTTP snippet must stop with an error (never poll forever, never write a
 * file).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../engine/index.js";
import { startRecordingServer, type RecordingServer } from "../support/recording-server.js";
import { runCases, type CaseResult, type SnippetCase } from "../providers/support/run.js";

const NEW = new Set(["go/net-http", "ruby/net-http", "php/php-curl", "sh/httpie", "java/java-net-http"]);

function cases(provider: string, task: string, tag: string, providerId = "provider-org/provider-model"): SnippetCase[] {
  const model = { id: "hf-org/hf-model", pipeline_tag: task, inferenceProviderMapping: [{ provider, providerId, task }] };
  return getInferenceSnippets(model, { provider })
    .filter((s) => NEW.has(`${s.language}/${s.client}`))
    .map((s) => ({ id: `${tag}/${s.language}/${s.client}`, language: s.language, code: s.content, env: { HF_TOKEN: "hf_test_token" } }));
}

let server: RecordingServer;
let results: Map<string, CaseResult>;

beforeAll(async () => {
  server = await startRecordingServer();
  // Replicate: the prediction fails.
  server.on("POST", "/__host/router.huggingface.co/replicate/v1/models/provider-org/provider-model/predictions", {
    body: { id: "p1", status: "starting", urls: { get: "https://api.replicate.com/v1/predictions/p1" } },
  });
  server.on("GET", "/__host/router.huggingface.co/replicate/v1/predictions/p1", { body: { id: "p1", status: "failed", error: "out of memory" } });
  // fal-ai: the status poll answers 500.
  server.on("POST", "/__host/router.huggingface.co/fal-ai/provider-org/provider-model", {
    body: { request_id: "r1", status: "IN_QUEUE", response_url: "https://queue.fal.run/provider-org/provider-model/requests/r1" },
  });
  server.on("GET", (p) => p.endsWith("/requests/r1/status"), { status: 500, body: { detail: "internal error" } });
  // Replicate: the prediction succeeds, but its media URL answers 404 (the server's default).
  const done = { id: "p2", status: "succeeded", output: "https://replicate.delivery/p2/gone.png", urls: { get: "https://api.replicate.com/v1/predictions/p2" } };
  server.on("POST", "/__host/router.huggingface.co/replicate/v1/models/provider-org/gone-media/predictions", { body: done });
  server.on("GET", "/__host/router.huggingface.co/replicate/v1/predictions/p2", { body: done });
  results = await runCases(
    [
      ...cases("replicate", "text-to-image", "failed-job"),
      ...cases("replicate", "automatic-speech-recognition", "failed-job-asr"),
      ...cases("fal-ai", "text-to-image", "poll-error"),
      ...cases("fal-ai", "image-segmentation", "poll-error-segmentation"),
      ...cases("replicate", "text-to-image", "media-error", "provider-org/gone-media"),
      // hf-inference: the model's route is not served, so the image request answers 404.
      ...cases("hf-inference", "text-to-image", "bytes-error"),
      // JSON answers that carry the file (base64, a URL, audio tracks): their routes answer 404 too.
      ...cases("together", "text-to-image", "base64-error"),
      ...cases("fal-ai", "text-to-speech", "url-error", "provider-org/missing-model"),
      ...cases("hf-inference", "audio-to-audio", "tracks-error"),
    ],
    server.url,
  );
}, 300_000);
afterAll(() => server?.close());

describe("job flows that fail", () => {
  it("stop every raw-HTTP snippet with an error and no output file", () => {
    expect(results.size).toBeGreaterThanOrEqual(10);
    for (const client of NEW) expect([...results.keys()].filter((id) => id.endsWith(`/${client}`)).length, client).toBe(9);
    expect([...results.keys()].filter((id) => id.startsWith("media-error/")).length).toBeGreaterThanOrEqual(2);
    expect([...results.keys()].filter((id) => id.startsWith("bytes-error/")).length).toBe(NEW.size);
    for (const r of results.values()) {
      expect(r.ok, r.id).toBe(false);
      expect(r.error, r.id).not.toMatch(/timed out|Timeout|Alarm/i);
      expect(Object.keys(r.files), r.id).toEqual([]);
    }
  });

  it("say why: the job's failure or the HTTP error", () => {
    for (const r of results.values()) {
      const why = r.id.startsWith("failed-job") ? /failed/i : /^(media|bytes|base64|url|tracks)-error/.test(r.id) ? /404|Not Found|media failed/i : /500|Internal Server Error|Polling failed/i;
      expect(r.error, r.id).toMatch(why);
    }
  });
});
