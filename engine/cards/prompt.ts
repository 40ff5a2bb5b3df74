/**
 * The agent-prompt form: one call written out as the exact HTTP request (method, URL, headers with
 * the variable each value comes from, body) and the answer's shape, worded so an agent can write
 * the call in whatever language it works in. Values from the record are written as JSON strings,
 * so the agent reads them as data, never as instructions.
 */
import { AtlasError } from "../errors.js";
import type { ModelRecord, ModelRecordInput } from "../schema/model.js";
import type { SnippetRequest } from "../schema/snippet.js";
import { requestCard } from "./request.js";
import type { HttpRequestCard, ProviderCall, UsageCard } from "./schema.js";

const q = (value: string) => JSON.stringify(value);

/** The prompt of one provider's call on the card (default: the first that has a raw request). */
export function usageCardPrompt(card: UsageCard, options: { provider?: string } = {}): string {
  const calls = card.providers.filter((p) => p.request);
  const call = options.provider === undefined ? calls[0] : calls.find((p) => p.provider === options.provider);
  if (!call) {
    if (options.provider !== undefined) {
      const valid = calls.map((p) => p.provider);
      throw new AtlasError([{ code: "input", path: "provider", value: options.provider, message: `agent prompt: ${q(options.provider)} has no HTTP call on this card`, hint: valid.length ? `providers with one: ${valid.join(", ")}` : "this model has no HTTP call" }]);
    }
    return `The model ${q(card.id)} has no hosted HTTP call${card.librarySnippets.length ? `: load it with its library (${q(card.library?.id ?? "")}) instead` : ""}.\n`;
  }
  const others = calls.filter((p) => p !== call && p.provider !== "auto");
  return promptText(card.id, card.task?.id, call.request!, call, others);
}

/** The prompt for one snippet request (any provider, streaming, bill-to, endpoint or chat mode). */
export function agentPrompt(model: ModelRecordInput | ModelRecord, request: SnippetRequest = {}): string | undefined {
  const http = requestCard(model as ModelRecord, request);
  if (!http) return undefined;
  const token = http.headers.find((h) => h.envVar)?.envVar;
  return promptText(String(model.id), model.pipeline_tag, http, { provider: request.provider ?? "hf-inference", envVar: token ?? "HF_TOKEN", streaming: http.url.endsWith("/chat/completions") }, []);
}

function promptText(id: string, task: string | undefined, request: HttpRequestCard, call: Pick<ProviderCall, "provider" | "envVar" | "streaming" | "directEnvVar">, others: readonly ProviderCall[]): string {
  const lines: string[] = [
    `Write code that calls the model ${q(id)}${task ? ` (task ${q(task)})` : ""} over HTTP in the language you are working in, with any HTTP client. Send exactly this request:`,
    "",
    `${request.method} ${request.url}`,
    "",
    "Headers:",
    ...request.headers.map((h) => `- ${h.name}: ${h.envVar ? `${h.value ? `${q(h.value)} followed by ` : ""}the value of the environment variable ${h.envVar}` : q(h.value)}`),
    "",
  ];
  const body = request.body;
  if (body.kind === "json") {
    lines.push("Body (JSON):", "", JSON.stringify(body.json, null, 2), "");
    for (const f of body.files) lines.push(`In the body, replace ${q(f.placeholder)} with ${f.encoding === "base64" ? "" : `${q(`data:${f.mime};base64,`)} followed by `}the base64 text of the file ${q(f.file)} (${f.mime}).`);
    if (body.files.length) lines.push("");
  } else if (body.kind === "binary") {
    lines.push(`Body: the raw bytes of the file ${q(body.file)} (Content-Type ${body.contentType}).`, "");
  } else {
    lines.push("Body: a multipart/form-data form (let the HTTP client set its Content-Type with the boundary) with these fields:");
    for (const f of body.fields) lines.push(`- ${q(f.name)}: ${f.file ? `the file ${q(f.file)} (${f.mime ?? "application/octet-stream"})` : q(f.value ?? "")}`);
    lines.push("");
  }
  lines.push(`Answer: ${request.answer.description}.`);
  for (const [i, step] of (request.answer.steps ?? []).entries()) lines.push(`${i + 1}. ${step}`);
  lines.push(
    "",
    "Rules:",
    `- Read the token from the environment variable ${call.envVar} when the code runs; never write a token into the code.`,
    "- When the status is not 2xx, print the answer's body (it holds the API's error message) and exit with a non-zero status.",
  );
  if (call.streaming) lines.push('- To stream, set "stream": true in the body and read the answer as server-sent events (lines "data: {json}", ending with "data: [DONE]").');
  if (call.directEnvVar && call.directEnvVar !== call.envVar && call.provider !== "auto") lines.push(`- This goes through the Hugging Face router; the provider's own API takes ${call.directEnvVar} instead of ${call.envVar}.`);
  if (others.length) {
    const chat = request.url.endsWith("/chat/completions");
    lines.push(
      chat
        ? `- Other providers: the same request with "model" set to ${others.map((p) => q(`${id}:${p.provider}`)).join(", ")}.`
        : `- Other providers: ${others.map((p) => `${q(p.provider)} at ${p.request!.url}`).join("; ")} (their bodies differ: ask for their prompt).`,
    );
  }
  return `${lines.join("\n")}\n`;
}
