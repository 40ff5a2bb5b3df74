/**
 * Template values of the chat modes (`chat` in the template context), added after the shared
 * context is built: SDK call arguments with every chat field, the tools loop's variables, the
 * reading of local images, and for raw-HTTP clients the payload as a variable.
 *
 * - `chat.mode`: chat | tools | structured | responses; `chat.sampleTools`: the request asked
 *   for our sample tool (the snippet then runs it with a canned forecast);
 * - `chat.readsFiles`: SDK code reads local images (python `import base64`, js `fs`);
 * - `code.chatArgs` / `code.sdkArgs` (level 1), `code.chatArgs2` (one level deeper),
 *   `code.messages`, `code.tools`, `code.chatPrepare`, `code.payload`.
 */
import type { LanguageModule } from "../../languages/types.js";
import type { Language } from "../../schema/snippet.js";
import { RAW_HTTP_CLIENTS } from "../clients.js";
import type { CallFacts, TemplateContext } from "../context.js";
import { chatCallCode } from "./sdk-chat.js";
import { chatMode, type ChatMode } from "./mode.js";

export interface ChatTemplateValues {
  mode: ChatMode;
  sampleTools: boolean;
  readsFiles: boolean;
  /** The answer is JSON in a requested format (structured mode, or the Responses API with one). */
  structured: boolean;
  /** The request declares tools (the tools mode, or the Responses API's tool loop). */
  tools: boolean;
}

export function addChatContext(language: Language, lang: LanguageModule, client: string, facts: CallFacts, ctx: TemplateContext): void {
  const chat = facts.call.chat;
  if (!chat) return;
  const request = facts.request;
  const values: ChatTemplateValues = { mode: chatMode(request), sampleTools: request.tools === true, readsFiles: false, structured: request.response_format !== undefined, tools: request.tools !== undefined };
  ctx.chat = values;
  if (RAW_HTTP_CLIENTS.has(client)) {
    if (language === "python") ctx.code.payload = ctx.code.body ?? "";
    // fetch's body is `JSON.stringify(<literal at level 1>)`: the bare literal, one level out.
    else if (language === "js") {
      ctx.code.payload = outdent((ctx.code.body ?? "").replace(/^JSON\.stringify\(([\s\S]*)\)$/, "$1"));
      ctx.code.headers0 = outdent(ctx.code.headers ?? "");
    }
    return;
  }
  if (client === "fal_client") return;
  // On a custom endpoint the client holds the URL, and the body still names the hub model (vLLM refuses any other name).
  const model = client === "openai" ? openaiModel(facts) : (ctx.modelId ?? (ctx.endpointUrl ? facts.hubModelId : undefined));
  const code = chatCallCode(lang, { client, model, provider: ctx.provider, endpointUrl: ctx.endpointUrl }, chat, request);
  ctx.code.sdkArgs = code.args;
  ctx.code.chatArgs = code.args;
  ctx.code.chatArgs2 = code.args2;
  ctx.code.messages = code.messages;
  ctx.code.tools = code.tools;
  ctx.code.chatPrepare = code.prepare;
  values.readsFiles = code.readsFiles;
  ctx.needsJson = values.tools || values.structured;
  if (code.readsFiles) {
    if (language === "python") ctx.needsBase64 = true;
    else ctx.needsFs = true;
  }
}

/** A literal printed at level 1, moved to level 0 (string literals hold no raw newline). */
const outdent = (literal: string) => literal.replace(/\n {4}/g, "\n");

function openaiModel(facts: CallFacts): string {
  const body = facts.plan?.body;
  const model = body?.kind === "json" ? (body.json as Record<string, unknown>).model : undefined;
  return String(model ?? facts.hubModelId);
}
