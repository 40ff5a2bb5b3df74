/**
 * Chat call arguments for the SDK clients (huggingface_hub, huggingface.js, openai) with every
 * plain chat field of the request, and the code that reads local images into base64 first. The
 * chat-modes plugin builds its own calls (tools loop, Responses API: ./mode-call.ts) from the
 * same parts. huggingface_hub's `chat_completion` has no `reasoning_effort` parameter: it goes
 * in `extra_body`.
 */
import type { LanguageModule } from "../language-module.js";
import type { ResolvedSnippetRequest } from "../../schema/snippet.js";
import { Expr, literalWith, pythonKwargs } from "../code.js";
import { FileInput, type ChatPayload } from "../providers/types.js";
import type { ChatCallCode, ChatTarget } from "../call-types.js";
import type { ChatModes } from "../plugin-contract.js";

/** Replaces each local image (`FileInput`) by code that builds its data URL; collects the reads. */
export function imageCode(lang: LanguageModule, value: unknown): { value: unknown; prepare: string; readsFiles: boolean } {
  const names = new Map<string, string>();
  let prepare = "";
  const variable = (file: FileInput): string => {
    let name = names.get(file.file);
    if (name) return name;
    // Names are ours (`image_b64`, `image2_b64`, …): nothing from a path reaches code outside a string.
    name = `image${names.size ? names.size + 1 : ""}_b64`;
    names.set(file.file, name);
    prepare +=
      lang.id === "python"
        ? `with open(${lang.str(file.file)}, "rb") as f:\n    ${name} = base64.b64encode(f.read()).decode("utf-8")\n`
        : `const ${name} = fs.readFileSync(${lang.str(file.file)}).toString("base64");\n`;
    return name;
  };
  const walk = (v: unknown): unknown => {
    if (v instanceof FileInput) return new Expr(`${lang.str(`data:${v.mime};base64,`)} + ${variable(v)}`);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  const out = walk(value);
  // Without files the original (possibly shared, ./code.ts) value keeps its cached literal.
  return names.size ? { value: out, prepare, readsFiles: true } : { value, prepare: "", readsFiles: false };
}

export function chatCallCode(lang: LanguageModule, target: ChatTarget, chat: ChatPayload, request: ResolvedSnippetRequest, modes: ChatModes | undefined): ChatCallCode {
  const custom = modes?.callCode(lang, target, chat, request);
  if (custom) return custom;
  const images = imageCode(lang, chat.messages);
  const args = chatArgs(lang, target, chat, images.value);
  return { args: renderArgs(lang, args, 1), args2: renderArgs(lang, args, 2), messages: "", tools: "", prepare: images.prepare.trimEnd(), readsFiles: images.readsFiles };
}

/**
 * The chat call's arguments: the client's target, the messages, the sampling options and the
 * body's extra fields in the order the raw clients send them (./payload.ts); `tools` replaces the
 * request's tools (the tools loop passes its variable).
 */
export function chatArgs(lang: LanguageModule, target: ChatTarget, chat: ChatPayload, messages: unknown, tools?: Expr): Record<string, unknown> {
  const hubPython = lang.id === "python" && target.client === "huggingface_hub";
  const args = targetArgs(target);
  args.messages = messages;
  Object.assign(args, { temperature: chat.temperature, max_tokens: chat.max_tokens, top_p: chat.top_p });
  for (const [key, value] of Object.entries(chat.extra ?? {})) {
    if (key === "tools") args.tools = tools ?? value;
    else if (key === "reasoning_effort" && hubPython) args.extra_body = { reasoning_effort: value };
    else args[key] = value;
  }
  // huggingface.js streams through chatCompletionStream; the others take `stream`.
  if (chat.stream && target.client !== "huggingface.js") args.stream = true;
  return args;
}

/** The arguments that name where the call goes: huggingface.js's endpoint and provider, and the model. */
export function targetArgs(target: ChatTarget): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  if (target.client === "huggingface.js" && target.endpointUrl) args.endpointUrl = target.endpointUrl;
  if (target.client === "huggingface.js" && target.provider) args.provider = target.provider;
  if (target.model !== undefined) args.model = target.model;
  return args;
}

/** Call arguments as code: python keyword lines at `level`, a JS object literal one level out. */
export function renderArgs(lang: LanguageModule, args: Record<string, unknown>, level: number): string {
  return lang.id === "python" ? pythonKwargs(lang, args, level) : literalWith(lang, args, level - 1);
}

/** A variable holding `value`: `name = …` in python, `const name = …;` in JS. */
export function assignCode(lang: LanguageModule, name: string, value: unknown): string {
  return lang.id === "python" ? `${name} = ${literalWith(lang, value, 0)}` : `const ${name} = ${literalWith(lang, value, 0)};`;
}
