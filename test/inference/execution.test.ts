/**
 * Execution tests: each golden case's snippets run for real against the recording server
 * (JS with the real `@huggingface/inference` and `openai` packages and with fetch, shell with
 * curl, python `requests` with Debian's python3-requests). For every case the test asserts
 * the recorded method, URL, headers (auth, content type, bill-to) and body, and that every
 * client of the case sent the same request as the real SDK did. How URLs are redirected to
 * the server is described in test/support/run-snippet.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../engine/index.js";
import { diffBody, HUB_ID, referencePairs } from "./providers/support/expected.js";
import { startRecordingServer, type RecordedRequest } from "../support/recording-server.js";
import { removeRun, runSnippet, SAMPLE_FILES, TEST_ENV } from "../support/run-snippet.js";
import { PNG_BYTES, serveModel } from "./answers.js";
import { CASES, MODEL_ID, type SnippetCase } from "./cases.js";

/** Chat snippets: image-text-to-text always, text generation when tagged `conversational`. */
const isChat = (c: SnippetCase) => c.model.pipeline_tag === "image-text-to-text" || Boolean(c.model.tags?.includes("conversational"));

const RUNNABLE = new Set(["js/huggingface.js", "js/fetch", "js/openai", "sh/curl", "python/requests"]);

/** hf-inference routes after `/hf-inference/models/<id>` (facts: providers.json). */
const ROUTE_SUFFIX: Record<string, string> = {
  "feature-extraction": "/pipeline/feature-extraction",
  "sentence-similarity": "/pipeline/sentence-similarity",
  "text-generation": "/v1/completions",
};

/** Tasks whose body is the raw input file. */
const RAW_FILE: Record<string, string> = {
  "audio-classification": "sample1.flac",
  "automatic-speech-recognition": "sample1.flac",
  "audio-to-audio": "sample1.flac",
  "image-classification": "cats.jpg",
  "image-segmentation": "cats.jpg",
  "image-to-text": "cats.jpg",
  "object-detection": "cats.jpg",
};

/** Files the snippets of a task must write, with the bytes the canned answer carries (./answers.ts). */
const OUTPUT_FILES: Record<string, [string, Buffer]> = {
  "text-to-image": ["image.png", PNG_BYTES],
  "image-to-image": ["image.png", PNG_BYTES],
  "text-to-speech": ["speech.flac", PNG_BYTES],
  "text-to-audio": ["audio.flac", PNG_BYTES],
  // Each returned track is decoded from its base64 blob ("AAAA").
  "audio-to-audio": ["track_0.flac", Buffer.from("AAAA", "base64")],
};

interface Run {
  client: string;
  requests: RecordedRequest[];
  code: number;
  stderr: string;
  /** Files the snippet wrote besides the sample inputs: name → bytes. */
  written: Record<string, Buffer>;
}

async function runCase(c: SnippetCase): Promise<Run[]> {
  const task = isChat(c) ? "chat" : String(c.model.pipeline_tag);
  const snippets = getInferenceSnippets(c.model, c.request).filter((s) => RUNNABLE.has(`${s.language}/${s.client}`));
  return Promise.all(
    snippets.map(async (s) => {
      const server = await startRecordingServer();
      serveModel(server, MODEL_ID, task);
      try {
        const result = await runSnippet(s.language, s.client, s.content, server.url);
        const written = Object.fromEntries(
          fs
            .readdirSync(result.dir)
            .filter((name) => !(name in SAMPLE_FILES) && !name.startsWith("snippet."))
            .map((name) => [name, fs.readFileSync(path.join(result.dir, name))]),
        );
        removeRun(result);
        // The JS SDK first asks the hub which provider serves the model; that lookup is not the call.
        const requests = server.requests.filter((r) => !r.url.startsWith("/api/models/"));
        return { client: `${s.language}/${s.client}`, requests, code: result.code, stderr: result.stderr, written };
      } finally {
        await server.close();
      }
    }),
  );
}

function expectedToken(c: SnippetCase): string {
  if (c.request.accessToken) return c.request.accessToken;
  return c.request.endpointUrl ? TEST_ENV.API_TOKEN : TEST_ENV.HF_TOKEN;
}

function expectedPath(c: SnippetCase, client: string): string {
  const chat = isChat(c);
  if (c.request.endpointUrl) return chat ? "/v1/chat/completions" : "/";
  const model = `/hf-inference/models/${MODEL_ID}`;
  if (chat) {
    // The SDK calls the provider's own chat route; everything else goes through the router's.
    const viaProvider = c.request.directRequest || (client === "js/huggingface.js" && c.request.provider !== "auto");
    return viaProvider ? `${model}/v1/chat/completions` : "/v1/chat/completions";
  }
  return model + (ROUTE_SUFFIX[String(c.model.pipeline_tag)] ?? "");
}

/** The JSON body of test/reference/providers.json for the case's hf-inference task, if any. */
function hfInferenceBody(c: SnippetCase): unknown {
  if (c.request.endpointUrl || (c.request.provider ?? "hf-inference") !== "hf-inference") return undefined;
  const pair = referencePairs().find((p) => p.provider === "hf-inference" && p.task === c.model.pipeline_tag);
  const body = pair?.routed?.body;
  // The reference names its model hf-org/hf-model; ours is MODEL_ID.
  return body?.kind === "json" ? JSON.parse(JSON.stringify(body.json).replaceAll(HUB_ID, MODEL_ID)) : undefined;
}

const executable = CASES.filter((c) => getInferenceSnippets(c.model, c.request).some((s) => RUNNABLE.has(`${s.language}/${s.client}`)));

describe("snippets send the expected request", () => {
  it.concurrent.each(executable.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const runs = await runCase(c);
    const task = String(c.model.pipeline_tag);
    const chat = isChat(c);
    const bodies: unknown[] = [];
    for (const run of runs) {
      const where = `${c.name} ${run.client}`;
      expect(run.code, `${where} exited with ${run.code}: ${run.stderr}`).toBe(0);
      expect(run.requests, where).toHaveLength(1);
      const request = run.requests[0]!;
      expect(request.method, where).toBe("POST");
      expect(request.url.split("?")[0], where).toBe(expectedPath(c, run.client));
      expect(request.headers.authorization, where).toBe(`Bearer ${expectedToken(c)}`);
      expect(request.headers["x-hf-bill-to"], where).toBe(c.request.billTo);
      const output = chat ? undefined : OUTPUT_FILES[task];
      if (output) expect(run.written[output[0]], `${where} wrote ${output[0]}`).toEqual(output[1]);
      const file = RAW_FILE[task];
      if (file && !chat) {
        expect(request.headers["content-type"], where).toMatch(file.endsWith(".flac") ? /^audio\/flac/ : /^image\/jpeg/);
        expect(request.body.equals(SAMPLE_FILES[file]!), where).toBe(true);
        continue;
      }
      expect(request.headers["content-type"], where).toMatch(/^application\/json/);
      const body = JSON.parse(request.body.toString("utf8")) as Record<string, unknown>;
      if (chat) {
        const routed = expectedPath(c, run.client) === "/v1/chat/completions" && !c.request.endpointUrl;
        const model = routed && c.request.provider !== "auto" ? `${MODEL_ID}:hf-inference` : MODEL_ID;
        // With an endpoint URL too, every client names the model by its hub id (test/inference/endpoint.test.ts).
        expect(body.model, where).toBe(model);
        expect(Boolean(body.stream), where).toBe(Boolean(c.request.streaming));
        for (const option of ["temperature", "max_tokens", "top_p"] as const) expect(body[option], where).toBe(c.request[option]);
        const { model: _m, stream: _s, ...rest } = body;
        bodies.push(rest);
      } else {
        // hf-inference calls must send the body the reference gives for the task (sample values aside).
        const reference = hfInferenceBody(c);
        if (reference !== undefined) expect(diffBody(reference, body), where).toEqual([]);
        bodies.push(body);
      }
    }
    // Every client of the case sent the same body (the SDK's is the reference when it ran).
    const reference = runs.findIndex((r) => r.client === "js/huggingface.js");
    for (const body of bodies) expect(body).toEqual(bodies[reference >= 0 ? reference : 0]);
  });
});
