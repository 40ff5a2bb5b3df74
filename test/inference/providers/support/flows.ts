/**
 * Provider flows for the recording server: the answers each provider gives, including its
 * job and queue flows (a submit that returns a job, status polls that stay pending once and
 * then report done, a result fetch, and the media download).
 *
 * Snippets reach the server through an interception layer (see ./run.ts): a request to
 * `https://<host>/<path>` arrives as `/__host/<host>/<path>`, so the recorded URL still says
 * which host the snippet called. Media URLs point at the server itself (`/__media/...`).
 */
import type { Answer, RecordedRequest, RecordingServer } from "../../../support/recording-server.js";
import { HUB_ID, PROVIDER_MODEL_ID } from "./expected.js";

/** A real 1×1 PNG: what media downloads and base64 images carry. */
export const PNG_BYTES = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR42mNgAAIAAAUAAen63NgAAAAASUVORK5CYII=", "base64");
export const MEDIA_PATH = "/__media/output.bin";

/** The original `https://` URL of a recorded request. */
export function originalUrl(request: RecordedRequest): string {
  const match = /^\/__host\/(.*)$/.exec(request.url);
  return match ? `https://${match[1]}` : request.url;
}

const host = (name: string) => (path: string) => path.startsWith(`/__host/${name}/`);
const pathOf = (path: string) => path.replace(/^\/__host\/[^/]+/, "");

/** Job ids count per server, so parallel snippets never share a job. */
let nextJob = 0;
/** How many times each job has been polled. */
const polls = new Map<string, number>();

/** Pending on the first poll of a job, done from the second on. */
function poll(id: string): boolean {
  const n = (polls.get(id) ?? 0) + 1;
  polls.set(id, n);
  return n >= 2;
}

const CHAT_COMPLETION = {
  id: "chatcmpl-1",
  object: "chat.completion",
  created: 1,
  model: "m",
  choices: [{ index: 0, message: { role: "assistant", content: "Hello." }, finish_reason: "stop", logprobs: null }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
};

/** A streamed chat answer: two chunks, then the end marker. */
const SSE = [
  {
    id: "c1",
    object: "chat.completion.chunk",
    created: 1,
    model: "m",
    choices: [{ index: 0, delta: { role: "assistant", content: "Hel" }, finish_reason: null }],
  },
  { id: "c1", object: "chat.completion.chunk", created: 1, model: "m", choices: [{ index: 0, delta: { content: "lo." }, finish_reason: "stop" }] },
]
  .map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`)
  .concat("data: [DONE]\n\n")
  .join("");

function isStream(request: RecordedRequest): boolean {
  try {
    return JSON.parse(request.body.toString("utf8")).stream === true;
  } catch {
    return false;
  }
}

/** The hub's JS client expects Replicate to hold the answer until done (`Prefer: wait`); the raw snippets poll. */
const fromHubClient = (request: RecordedRequest) => (request.headers["user-agent"] ?? "").includes("@huggingface/inference");

/** Answers by what the request asks for; `media` is the absolute media URL on the server. */
function answer(request: RecordedRequest, media: string): Answer {
  const url = originalUrl(request);
  const { pathname, host: h } = new URL(url);
  const job = `job${++nextJob}`;
  if (request.method === "GET") return pollAnswer(h, pathname, url, media);
  // Queued submits.
  if (h === "queue.fal.run" || url.includes("_subdomain=queue")) {
    const model = pathname.replace(/^\/fal-ai/, "");
    return { body: { request_id: job, status: "IN_QUEUE", response_url: `https://queue.fal.run${model}/requests/${job}` } };
  }
  if (/\/predictions$/.test(pathname)) {
    const urls = { get: `https://api.replicate.com/v1/predictions/${job}` };
    return { body: fromHubClient(request) ? { id: job, status: "succeeded", output: media, urls } : { id: job, status: "starting", urls } };
  }
  if (/\/v3\/async\//.test(pathname) || pathname.endsWith("/v3/minimax/v2/video_generation")) return { body: { task_id: job } };
  if (pathname.endsWith("/v2/videos")) return { body: { id: job, status: "queued" } };
  if (/\/api\/v3\//.test(pathname)) {
    return {
      body: { code: 200, message: "success", data: { id: job, status: "created", urls: { get: `https://api.wavespeed.ai/api/v3/predictions/${job}/result` } } },
    };
  }
  if (pathname.endsWith("/async/images/generations")) return { body: { id: job, task_status: "PROCESSING", model: "m", request_id: job } };
  // Synchronous answers.
  if (pathname.endsWith("/chat/completions")) return isStream(request) ? { body: SSE, contentType: "text/event-stream" } : { body: CHAT_COMPLETION };
  if (pathname.endsWith("/completions"))
    return { body: { id: "cmpl-1", object: "text_completion", created: 1, model: "m", choices: [{ index: 0, text: "Hello.", finish_reason: "stop" }] } };
  if (pathname.endsWith("/embeddings")) return { body: { object: "list", data: [{ object: "embedding", index: 0, embedding: [0.1, 0.2] }], model: "m" } };
  if (pathname.endsWith("/images/generations")) return { body: { data: [{ b64_json: PNG_BYTES.toString("base64") }] } };
  if (pathname.endsWith("/audio/speech")) return { body: Buffer.from("ID3fake-mp3"), contentType: "audio/mpeg" };
  if (pathname.endsWith("/audio/transcriptions")) return { body: { text: "Hello." } };
  if (pathname.endsWith("/layout_parsing")) return { body: { md_results: "# Hello" } };
  // fal synchronous tasks: speech recognition text, speech as a URL.
  if (h === "fal.run" || pathname.startsWith("/fal-ai/")) return { body: { text: "Hello.", audio: { url: media } } };
  return { status: 404, body: { error: `no provider flow for POST ${url}` } };
}

function pollAnswer(h: string, pathname: string, url: string, media: string): Answer {
  // fal: status, then the result.
  let m = /\/requests\/(job\d+)\/status$/.exec(pathname);
  if (m) return { body: { status: poll(m[1]!) ? "COMPLETED" : "IN_PROGRESS" } };
  m = /\/requests\/(job\d+)$/.exec(pathname);
  if (m) {
    // One result shape that serves every fal task: images, video, audio, mask.
    return { body: { images: [{ url: media }], video: { url: media }, audio: { url: media }, image: { url: media } } };
  }
  m = /\/v1\/predictions\/(job\d+)$/.exec(pathname);
  if (m) return { body: poll(m[1]!) ? { id: m[1], status: "succeeded", output: [media] } : { id: m[1], status: "processing", output: null } };
  if (pathname.endsWith("/v3/async/task-result")) {
    const id = new URL(url).searchParams.get("task_id") ?? "";
    return { body: poll(id) ? { task: { status: "TASK_STATUS_SUCCEED" }, videos: [{ video_url: media }] } : { task: { status: "TASK_STATUS_QUEUED" } } };
  }
  m = /\/v3\/minimax\/v2\/query\/video_generation\/(job\d+)$/.exec(pathname);
  if (m) return { body: poll(m[1]!) ? { task: { status: "succeeded", content: { url: media } } } : { task: { status: "running" } } };
  m = /\/v2\/videos\/(job\d+)$/.exec(pathname);
  if (m) return { body: poll(m[1]!) ? { id: m[1], status: "completed", outputs: { video_url: media } } : { id: m[1], status: "in_progress" } };
  m = /\/api\/v3\/predictions\/(job\d+)\/result$/.exec(pathname);
  if (m) return { body: { code: 200, data: poll(m[1]!) ? { status: "completed", outputs: [media] } : { status: "processing", outputs: [] } } };
  m = /\/api\/paas\/v4\/async-result\/(job\d+)$/.exec(pathname);
  if (m) return { body: poll(m[1]!) ? { task_status: "SUCCESS", image_result: [{ url: media }] } : { task_status: "PROCESSING" } };
  // The hub's provider-mapping lookup (huggingface.js asks it before calling a provider).
  if (h === "huggingface.co" && pathname.startsWith("/api/models/")) return { status: 404, body: { error: "mapping answered by the test" } };
  return { status: 404, body: { error: `no provider flow for GET ${url}` } };
}

/**
 * Teach `server` every provider flow. `mapping` answers the hub's provider-mapping lookup of
 * huggingface.js for the model under test (the request's `x-atlas-case` header says which).
 */
export function installProviderFlows(server: RecordingServer, mapping: (request: RecordedRequest) => Record<string, unknown>): void {
  server.on("GET", MEDIA_PATH, { body: PNG_BYTES, contentType: "image/png" });
  server.on(
    "GET",
    (p) => host("huggingface.co")(p) && pathOf(p).startsWith(`/api/models/${HUB_ID}`),
    (request) => ({
      body: { _id: "x", id: HUB_ID, inferenceProviderMapping: mapping(request) },
    }),
  );
  server.on(
    "POST",
    (p) => p.startsWith("/__host/"),
    (request) => answer(request, server.url + MEDIA_PATH),
  );
  server.on(
    "GET",
    (p) => p.startsWith("/__host/"),
    (request) => answer(request, server.url + MEDIA_PATH),
  );
}

/** The mapping entry the hub would return for a provider/task pair of the tests. */
export function mappingFor(provider: string, task: string, providerId = PROVIDER_MODEL_ID): Record<string, unknown> {
  return { [provider]: { status: "live", providerId, task } };
}
