/**
 * Building blocks several provider definitions share. Each takes the generic context and
 * returns plain data; nothing here quotes or escapes (the engine does that per language).
 */
import { isShared } from "../code/code.js";
import { EncodedFile, FileInput, type BodyValue, type RequestContext, type RequestBody } from "./types.js";

/** The generic inputs as a JSON body value: every `FileInput` becomes its base64 content. */
export function bodyValue(value: unknown, encoding: "base64" | "dataUrl" = "base64"): BodyValue {
  if (value instanceof FileInput) return new EncodedFile(value, encoding);
  // A shared sample value holds no file: keep it as it is (its literal is cached).
  if (isShared(value)) return value as BodyValue;
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((v) => bodyValue(v, encoding));
  if (typeof value === "object") {
    const out: Record<string, BodyValue> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = bodyValue(v, encoding);
    return out;
  }
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return String(value);
}

/** `{inputs, parameters?}`: the hub's generic task payload. */
export function inputsBody(ctx: RequestContext): RequestBody {
  const json: Record<string, BodyValue> = { inputs: bodyValue(ctx.inputs) };
  if (ctx.parameters && Object.keys(ctx.parameters).length) json.parameters = bodyValue(ctx.parameters);
  return { kind: "json", json };
}

/** An OpenAI-compatible chat-completions body for `ctx.chat`, naming the provider's model. */
export function chatBody(ctx: RequestContext, model: string = ctx.providerModelId): RequestBody {
  const chat = ctx.chat;
  if (!chat) throw new Error(`chat body requested for ${ctx.task} without messages`);
  const json: Record<string, BodyValue> = {
    model,
    // Local images (FileInput) go as data URLs; a shared sample keeps its cached literal.
    messages: bodyValue(chat.messages, "dataUrl"),
  };
  if (chat.temperature !== undefined) json.temperature = chat.temperature;
  if (chat.max_tokens !== undefined) json.max_tokens = chat.max_tokens;
  if (chat.top_p !== undefined) json.top_p = chat.top_p;
  for (const [key, value] of Object.entries(chat.extra ?? {})) json[key] = value as BodyValue;
  json.stream = chat.stream;
  return { kind: "json", json };
}
