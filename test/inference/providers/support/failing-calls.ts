/**
 * The failing calls shared by test/inference/providers/failures.test.ts (python, js, curl) and
 * test/languages/failures.test.ts (go, ruby, php, httpie, java): a job reported as failed, a
 * status poll answered with an HTTP error, a finished job whose media URL answers with an HTTP
 * error, and file answers (bytes, or JSON with base64, a URL or audio tracks) that are an HTTP
 * error instead. Each test file picks its clients and keeps its own counts; the server, the
 * cases and the checks every result must pass live here once.
 */
import { afterAll, beforeAll, expect } from "vitest";
import { getInferenceSnippets, type Snippet } from "../../../../engine/index.js";
import { startRecordingServer, type RecordingServer } from "../../../support/recording-server.js";
import { runCases, type CaseResult, type SnippetCase } from "./run.js";

/** How many cases each selected client gets, one per failing call below. */
export const FAILING_CALLS_PER_CLIENT = 9;

function cases(keep: (s: Snippet) => boolean, provider: string, task: string, tag: string, providerId = "provider-org/provider-model"): SnippetCase[] {
  const model = { id: "hf-org/hf-model", pipeline_tag: task, inferenceProviderMapping: [{ provider, providerId, task }] };
  return getInferenceSnippets(model, { provider })
    .filter(keep)
    .map((s) => ({ id: `${tag}/${s.language}/${s.client}`, language: s.language, code: s.content, env: { HF_TOKEN: "hf_test_token" } }));
}

function serveFailures(server: RecordingServer): void {
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
  const done = {
    id: "p2",
    status: "succeeded",
    output: "https://replicate.delivery/p2/gone.png",
    urls: { get: "https://api.replicate.com/v1/predictions/p2" },
  };
  server.on("POST", "/__host/router.huggingface.co/replicate/v1/models/provider-org/gone-media/predictions", { body: done });
  server.on("GET", "/__host/router.huggingface.co/replicate/v1/predictions/p2", { body: done });
}

function failingCases(keep: (s: Snippet) => boolean): SnippetCase[] {
  return [
    ...cases(keep, "replicate", "text-to-image", "failed-job"),
    ...cases(keep, "replicate", "automatic-speech-recognition", "failed-job-asr"),
    ...cases(keep, "fal-ai", "text-to-image", "poll-error"),
    ...cases(keep, "fal-ai", "image-segmentation", "poll-error-segmentation"),
    ...cases(keep, "replicate", "text-to-image", "media-error", "provider-org/gone-media"),
    // hf-inference: the model's route is not served, so the image request answers 404.
    ...cases(keep, "hf-inference", "text-to-image", "bytes-error"),
    // JSON answers that carry the file (base64, a URL, audio tracks): their routes answer 404 too.
    ...cases(keep, "together", "text-to-image", "base64-error"),
    ...cases(keep, "fal-ai", "text-to-speech", "url-error", "provider-org/missing-model"),
    ...cases(keep, "hf-inference", "audio-to-audio", "tracks-error"),
  ];
}

/**
 * Registers the hooks that start the server, run the failing calls of the snippets `keep`
 * selects, and stop the server. The returned function gives the results inside a test.
 */
export function runFailingCalls(keep: (s: Snippet) => boolean, timeout: number): () => Map<string, CaseResult> {
  let server: RecordingServer | undefined;
  let results: Map<string, CaseResult> | undefined;
  beforeAll(async () => {
    server = await startRecordingServer();
    serveFailures(server);
    results = await runCases(failingCases(keep), server.url);
  }, timeout);
  afterAll(() => server?.close());
  return () => {
    if (!results) throw new Error("the failing calls have not run (beforeAll failed?)");
    return results;
  };
}

/** Every snippet stopped with an error of its own (not the runner's time limit) and wrote no file. */
export function expectStoppedWithError(results: Map<string, CaseResult>): void {
  for (const r of results.values()) {
    expect(r.ok, r.id).toBe(false);
    expect(r.error, r.id).not.toMatch(/timed out|Timeout|Alarm/i);
    expect(Object.keys(r.files), r.id).toEqual([]);
  }
}

/** Every error says why: the job's failure or the HTTP error of the call that failed. */
export function expectSaysWhy(results: Map<string, CaseResult>): void {
  for (const r of results.values()) {
    const why = r.id.startsWith("failed-job")
      ? /failed/i
      : /^(media|bytes|base64|url|tracks)-error/.test(r.id)
        ? /404|Not Found|media failed/i
        : /500|Internal Server Error|Polling failed/i;
    expect(r.error, r.id).toMatch(why);
  }
}
