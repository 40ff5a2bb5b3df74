/**
 * The exact HTTP request of one call as card data: the facts of the call the snippets are rendered
 * from (engine/inference/call-render.ts), so a card says what the raw-HTTP snippets send, byte for byte:
 * the URL, the headers with the variable the token comes from, the body with each file's
 * content marked by a placeholder, and how to read the answer.
 */
import type { CallFacts } from "../inference/contract/plugin-contract.js";
import type { HttpRequestSpec } from "../inference/call/http-request.js";
import { EncodedFile, type BodyValue } from "../inference/providers/types.js";
import type { TokenSource } from "../inference/call/tokens.js";
import { responseOf } from "./responses.js";
import type { HttpRequestCard } from "./schema.js";

type FilePart = Extract<HttpRequestCard["body"], { kind: "json" }>["files"][number];

/** The request of a call whose facts the generator has worked out, or undefined when it has no raw request (only SDKs make it: "auto" outside chat). */
export function factsRequest(facts: CallFacts): HttpRequestCard | undefined {
  return facts.plan && fromPlan(facts.plan, facts.token, facts.task, facts.conversational);
}

function fromPlan(plan: HttpRequestSpec, token: TokenSource, task: string, chat: boolean): HttpRequestCard {
  const prefix = plan.auth.prefix ? `${plan.auth.prefix} ` : "";
  const headers: HttpRequestCard["headers"] = [
    token.envVar ? { name: plan.auth.header, value: prefix, envVar: token.envVar } : { name: plan.auth.header, value: prefix + (token.literal ?? "") },
  ];
  if (plan.body.kind === "json") headers.push({ name: "Content-Type", value: "application/json" });
  if (plan.body.kind === "binary") headers.push({ name: "Content-Type", value: plan.body.contentType });
  for (const [name, value] of Object.entries(plan.headers)) headers.push({ name, value });
  return { method: "POST", url: plan.url, headers, body: bodyOf(plan.body), answer: responseOf(plan, task, chat) };
}

function bodyOf(body: HttpRequestSpec["body"]): HttpRequestCard["body"] {
  if (body.kind === "binary") return { kind: "binary", file: body.file.file, contentType: body.contentType };
  if (body.kind === "multipart") {
    return {
      kind: "multipart",
      fields: body.fields.map((f) => (f.file ? { name: f.name, file: f.file.file, mime: f.file.mime } : { name: f.name, value: f.value ?? "" })),
    };
  }
  const files: FilePart[] = [];
  const json = withPlaceholders(body.json, files);
  return { kind: "json", json, files };
}

/** The JSON body with each file's content replaced by a placeholder naming the file (listed in `files`). */
function withPlaceholders(value: BodyValue | undefined, files: FilePart[]): unknown {
  if (value instanceof EncodedFile) {
    const base64 = `<base64 of ${value.input.file}>`;
    const placeholder = value.encoding === "base64" ? base64 : `data:${value.input.mime};base64,${base64}`;
    if (!files.some((f) => f.placeholder === placeholder))
      files.push({ placeholder, file: value.input.file, mime: value.input.mime, encoding: value.encoding });
    return placeholder;
  }
  if (Array.isArray(value)) return value.map((v) => withPlaceholders(v, files));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, withPlaceholders(v, files)]),
    );
  }
  return value;
}
