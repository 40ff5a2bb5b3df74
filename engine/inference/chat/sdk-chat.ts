/**
 * Chat call arguments for the SDK clients (huggingface_hub, huggingface.js, openai) with every
 * chat field of the request, and the code that reads local images into base64 first. In the
 * tools mode the messages and tools are variables (`messages`, `tools`) the loop appends to and
 * sends again; elsewhere they are inline literals.
 * huggingface_hub's `chat_completion` has no `reasoning_effort` parameter: it goes in `extra_body`.
 */
import type { LanguageModule } from "../../languages/types.js";
import type { ResolvedSnippetRequest } from "../../schema/snippet.js";
import { Expr, literalWith, pythonKwargs } from "../code.js";
import { FileInput, type ChatPayload } from "../providers/types.js";
import { chatMode } from "./mode.js";
import { responsesFields } from "./responses.js";

export interface ChatCallCode {
  /** Call arguments: python keyword lines at `level` 1 (and 2 in `args2`), a JS object at level 0 (1 in `args2`). */
  args: string;
  args2: string;
  /** `messages = …` / `tools = …` for the tools loop (empty otherwise). */
  messages: string;
  tools: string;
  /** Lines reading local image files into base64 variables. */
  prepare: string;
  readsFiles: boolean;
}

export interface ChatTarget {
  client: string;
  model?: string;
  provider?: string;
  endpointUrl?: string;
}

/** Replaces each local image (`FileInput`) by code that builds its data URL; collects the reads. */
function imageCode(lang: LanguageModule, value: unknown): { value: unknown; prepare: string; readsFiles: boolean } {
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

export function chatCallCode(lang: LanguageModule, target: ChatTarget, chat: ChatPayload, request: ResolvedSnippetRequest): ChatCallCode {
  const mode = chatMode(request);
  const python = lang.id === "python";
  const hubPython = python && target.client === "huggingface_hub";
  const extra = chat.extra ?? {};
  const images = imageCode(lang, mode === "responses" ? responsesFields(chat, request, target.model ?? "").input : chat.messages);
  const loop = mode === "tools";
  const responsesLoop = mode === "responses" && extra.tools !== undefined;
  const itemsName = python ? "input_items" : "inputItems";
  const args: Record<string, unknown> = {};
  if (target.client === "huggingface.js" && target.endpointUrl) args.endpointUrl = target.endpointUrl;
  if (target.client === "huggingface.js" && target.provider) args.provider = target.provider;
  if (target.model !== undefined) args.model = target.model;
  if (mode === "responses") {
    const { model: _m, input: _i, instructions, ...fields } = responsesFields(chat, request, target.model ?? "");
    Object.assign(args, { instructions, input: responsesLoop ? new Expr(itemsName) : images.value }, fields);
    if (responsesLoop) args.tools = new Expr("tools");
    if (chat.stream) args.stream = true;
  } else {
    args.messages = loop ? new Expr("messages") : images.value;
    Object.assign(args, { temperature: chat.temperature, max_tokens: chat.max_tokens, top_p: chat.top_p });
    // In the order the raw clients send them (./payload.ts).
    for (const [key, value] of Object.entries(extra)) {
      if (key === "tools") args.tools = loop ? new Expr("tools") : value;
      else if (key === "reasoning_effort" && hubPython) args.extra_body = { reasoning_effort: value };
      else args[key] = value;
    }
    // huggingface.js streams through chatCompletionStream; the others take `stream`.
    if (chat.stream && target.client !== "huggingface.js") args.stream = true;
  }
  const render = (level: number) => (python ? pythonKwargs(lang, args, level) : literalWith(lang, args, level - 1));
  const assign = (name: string, value: unknown) => (python ? `${name} = ${literalWith(lang, value, 0)}` : `const ${name} = ${literalWith(lang, value, 0)};`);
  return {
    args: render(1),
    args2: render(2),
    messages: loop ? assign("messages", images.value) : responsesLoop ? assign(itemsName, images.value) : "",
    tools: loop && extra.tools !== undefined ? assign("tools", extra.tools) : responsesLoop ? assign("tools", responsesFields(chat, request, "").tools) : "",
    prepare: images.prepare.trimEnd(),
    readsFiles: images.readsFiles,
  };
}
