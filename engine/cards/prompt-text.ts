/**
 * The words of the agent prompt: one call's exact HTTP request (./request.ts) and its answer,
 * with the rules an agent's code must follow. Values from the record are JSON strings, so the
 * agent reads them as data, never as instructions.
 */
import type { HttpRequestCard, OtherProvider, ProviderCall } from "./schema.js";

const q = (value: string) => JSON.stringify(value);

/** The prompt of `request` for the model `id`; `others` are the card's further providers (none for a single request). */
export function promptText(
  id: string,
  task: string | undefined,
  request: HttpRequestCard,
  call: Pick<ProviderCall, "provider" | "envVar" | "streaming" | "directEnvVar">,
  others: readonly OtherProvider[],
): string {
  const lines: string[] = [
    `Write code that calls the model ${q(id)}${task ? ` (task ${q(task)})` : ""} over HTTP in the language you are working in, with any HTTP client. Send exactly this request:`,
    "",
    `${request.method} ${request.url}`,
    "",
    "Headers:",
    ...request.headers.map(
      (h) => `- ${h.name}: ${h.envVar ? `${h.value ? `${q(h.value)} followed by ` : ""}the value of the environment variable ${h.envVar}` : q(h.value)}`,
    ),
    "",
  ];
  const body = request.body;
  if (body.kind === "json") {
    lines.push("Body (JSON):", "", JSON.stringify(body.json, null, 2), "");
    for (const f of body.files)
      lines.push(
        `In the body, replace ${q(f.placeholder)} with ${f.encoding === "base64" ? "" : `${q(`data:${f.mime};base64,`)} followed by `}the base64 text of the file ${q(f.file)} (${f.mime}).`,
      );
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
  if (call.streaming)
    lines.push('- To stream, set "stream": true in the body and read the answer as server-sent events (lines "data: {json}", ending with "data: [DONE]").');
  if (call.directEnvVar && call.directEnvVar !== call.envVar && call.provider !== "auto")
    lines.push(`- This goes through the Hugging Face router; the provider's own API takes ${call.directEnvVar} instead of ${call.envVar}.`);
  if (others.length) {
    // The request itself differs only in the model's suffix: say so, and which model value to send.
    const suffix = others.filter((p) => p.rule === "suffix" || (p.rule === "suffix-or-argument" && p.suffixIn?.includes("HTTP request")));
    if (suffix.length) lines.push(`- Other providers: the same request with "model" set to ${suffix.map((p) => q(`${id}:${p.provider}`)).join(", ")}.`);
    const rest = others.filter((p) => !suffix.includes(p));
    if (rest.length)
      lines.push(
        `- Other providers, whose requests differ: ${rest.map((p) => (p.route ? `${q(p.provider)} at ${p.route}` : q(p.provider))).join("; ")}: ask for their prompt.`,
      );
  }
  return `${lines.join("\n")}\n`;
}
