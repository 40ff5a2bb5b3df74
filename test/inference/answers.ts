/**
 * Canned answers of the recording server for the execution tests: a well-formed answer per
 * hf-inference task (the SDK checks the shape of what it gets), chat completions (plain and
 * server-sent events) and the hub's provider-mapping lookup that the JS SDK makes first.
 */
import type { Answer, RecordedRequest, RecordingServer } from "../support/recording-server.js";

const label = [{ label: "POSITIVE", score: 0.98 }];

const JSON_ANSWERS: Record<string, unknown> = {
  "text-classification": [label],
  "audio-classification": label,
  "image-classification": label,
  "zero-shot-classification": [{ label: "refund", score: 0.9 }],
  "zero-shot-image-classification": [{ label: "cat", score: 0.9 }],
  "token-classification": [{ entity_group: "PER", score: 0.99, word: "Ada", start: 0, end: 3 }],
  "summarization": [{ summary_text: "Short." }],
  "translation": [{ translation_text: "Bonjour." }],
  "fill-mask": [{ score: 0.5, sequence: "a b c", token: 12, token_str: "b" }],
  "feature-extraction": [[0.1, 0.2, 0.3]],
  "sentence-similarity": [0.9, 0.2, 0.1],
  "question-answering": { answer: "38 metres", score: 0.9, start: 1, end: 9 },
  "table-question-answering": { aggregator: "NONE", answer: "vision-kit", cells: ["vision-kit"], coordinates: [[2, 0]] },
  "document-question-answering": [{ answer: "orange", score: 0.9, start: 0, end: 1 }],
  "visual-question-answering": [{ answer: "2", score: 0.9 }],
  "automatic-speech-recognition": { text: "hello" },
  "audio-to-audio": [{ label: "speech", "content-type": "audio/flac", blob: "AAAA" }],
  "image-segmentation": [{ label: "cat", mask: "AAAA", score: 0.9 }],
  "image-to-text": { generated_text: "two cats" },
  "object-detection": [{ label: "cat", score: 0.9, box: { xmin: 1, ymin: 2, xmax: 3, ymax: 4 } }],
  "tabular-classification": [1, 0],
  "tabular-regression": [110.5, 120.25],
  "text-generation": { choices: [{ text: "Once upon a time" }] },
};

const BYTES: Record<string, string> = {
  "text-to-image": "image/png",
  "image-to-image": "image/png",
  "text-to-speech": "audio/flac",
  "text-to-audio": "audio/flac",
};

export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 42]);

export function taskAnswer(task: string): Answer {
  if (BYTES[task]) return { body: PNG_BYTES, contentType: BYTES[task] };
  return { body: JSON_ANSWERS[task] ?? { ok: true } };
}

const completion = {
  id: "c1",
  object: "chat.completion",
  created: 1,
  model: "m",
  choices: [{ index: 0, message: { role: "assistant", content: "Hi there" }, finish_reason: "stop" }],
  usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 },
};

function chatAnswer(request: RecordedRequest): Answer {
  const body = JSON.parse(request.body.toString("utf8") || "{}") as { stream?: boolean };
  if (!body.stream) return { body: completion };
  const chunk = (content: string) => ({
    id: "c1",
    object: "chat.completion.chunk",
    created: 1,
    model: "m",
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  });
  const events = [chunk("Hi"), chunk(" there")].map((c) => `data: ${JSON.stringify(c)}\n\n`).join("") + "data: [DONE]\n\n";
  return { body: events, contentType: "text/event-stream" };
}

/** Routes for one model on hf-inference, the router's chat route and a custom endpoint. */
export function serveModel(server: RecordingServer, modelId: string, task: string): void {
  const hubTask = task === "chat" ? "conversational" : task;
  server
    .on("GET", `/api/models/${modelId}`, {
      body: { id: modelId, inferenceProviderMapping: { "hf-inference": { status: "live", providerId: modelId, task: hubTask } } },
    })
    .on(
      "POST",
      (p) => p.endsWith("/chat/completions"),
      (request) => chatAnswer(request),
    )
    .on("POST", () => true, taskAnswer(task));
}
