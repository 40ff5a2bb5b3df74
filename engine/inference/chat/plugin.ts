/**
 * `chatModes`, the plugin of the chat modes beyond plain chat: tool calling (`tools`,
 * `tool_choice`, with our sample tool on `tools: true`), structured output (`response_format`)
 * and the Responses API (`api: "responses"`, with or without tools). It brings each mode's
 * checks, payload, plan and SDK call, and the python, js and sh mode templates
 * (engine/generated/inference-templates/chat-modes.ts); the languages that are plugins themselves
 * (and HTTPie) have theirs in a pack each (`goChatModes`, …: engine/languages/<name>-chat-modes.ts),
 * passed in `options.languages` next to the plugin. The root entry always passes it and every
 * pack; `model-atlas/inference` takes it in `options.chatModes`.
 */
import { TEMPLATE_DATA } from "../../generated/inference-templates/chat-modes.js";
import type { ChatModes, LanguagePlugin } from "../contract/plugin-contract.js";
import type { TemplateFn } from "../../template-runtime/runtime.js";
import { lazyTemplates, mergeTemplates } from "../../template-runtime/template-data.js";
import { chatMode, checkModes, modeTemplateName } from "./mode.js";
import { modeCallCode } from "./mode-call.js";

import { responsesPlan } from "./responses.js";
import { SAMPLE_RESPONSE_FORMAT, SAMPLE_STRUCTURED_QUESTION, SAMPLE_TOOL_QUESTION, SAMPLE_TOOLS } from "./samples.js";

/** Every mode template, built from the module's data when a mode first renders. */
const all = lazyTemplates(TEMPLATE_DATA);

/** The mode templates of one language (`<language>/…` keys), empty for a language that has none here. */
function templatesOf(language: string): Record<string, TemplateFn> {
  return Object.fromEntries(Object.entries(all()).filter(([key]) => key.startsWith(`${language}/`)));
}

/** One extended plugin per language plugin, so the generator's per-plugin caches hold. */
const EXTENDED = new WeakMap<LanguagePlugin, LanguagePlugin>();

function extend(plugin: LanguagePlugin): LanguagePlugin {
  let extended = EXTENDED.get(plugin);
  if (!extended) {
    let templates: Record<string, TemplateFn> | undefined;
    extended = {
      ...plugin,
      get templates() {
        return (templates ??= mergeTemplates(plugin.templates, templatesOf(plugin.module.id)));
      },
    };
    EXTENDED.set(plugin, extended);
  }
  return extended;
}

export const chatModes: ChatModes = {
  kind: "chat-modes",
  check: checkModes,
  templateName: modeTemplateName,
  sampleMessages(request) {
    if (request.tools === true) return [{ role: "user", content: SAMPLE_TOOL_QUESTION }];
    if (request.response_format === true) return [{ role: "user", content: SAMPLE_STRUCTURED_QUESTION }];
    return undefined;
  },
  extras(request) {
    const extra: Record<string, unknown> = {};
    if (request.tools !== undefined) extra.tools = request.tools === true ? SAMPLE_TOOLS : request.tools;
    if (request.tool_choice !== undefined) extra.tool_choice = request.tool_choice;
    if (request.response_format !== undefined) extra.response_format = request.response_format === true ? SAMPLE_RESPONSE_FORMAT : request.response_format;
    return extra;
  },
  plan: (plan, chat, request) => (request.api === "responses" ? responsesPlan(plan, chat, request) : plan),
  values: (request) => ({
    mode: chatMode(request),
    sampleTools: request.tools === true,
    structured: request.response_format !== undefined,
    tools: request.tools !== undefined,
  }),
  callCode: modeCallCode,
  extend,
};
