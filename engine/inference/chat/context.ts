/**
 * Template values of the chat modes (`chat` in the template context), added after the shared
 * context is built: SDK call arguments with every chat field, the tools loop's variables, the
 * reading of local images.
 *
 * - `chat.mode`: chat | tools | structured | responses; `chat.sampleTools`: the request asked
 *   for our sample tool (the snippet then runs it with a canned forecast); the chat-modes plugin
 *   (`facts.modes`) says which, plain chat otherwise;
 * - `chat.readsFiles`: SDK code reads local images (python `import base64`, js `fs`);
 * - `code.chatArgs` / `code.sdkArgs` (level 1), `code.chatArgs2` (one level deeper),
 *   `code.messages`, `code.tools`, `code.chatPrepare`.
 */
import { pluginHttpTarget, pluginSdkClient, type CallFacts, type LanguagePlugin } from "../contract/plugin-contract.js";
import type { ChatTemplateValues, TemplateContext } from "../contract/template-context.js";
import { PLAIN_CHAT } from "./modes.js";
import { chatCallCode } from "./sdk-chat.js";

export function addChatContext(plugin: LanguagePlugin, client: string, facts: CallFacts, ctx: TemplateContext): void {
  const chat = facts.call.chat;
  if (!chat) return;
  const request = facts.request;
  const values: ChatTemplateValues = { ...(facts.modes ? facts.modes.values(request) : PLAIN_CHAT), readsFiles: false };
  ctx.chat = values;
  // A raw-HTTP client's payload for the mode templates came with its request code (../code/context.ts).
  if (pluginHttpTarget(plugin, client)) return;
  const traits = pluginSdkClient(plugin, client)?.chat;
  if (!traits) return;
  // On a custom endpoint the client holds the URL, and the body still names the hub model (vLLM refuses any other name);
  // on a provider's chat route (CallFacts.chatRoute) it names the provider's model.
  const endpointModel = facts.chatRoute ? (facts.providerModelId ?? facts.hubModelId) : facts.hubModelId;
  const model = traits.model ? traits.model(facts) : (ctx.modelId ?? (ctx.endpointUrl ? endpointModel : undefined));
  const code = chatCallCode(plugin, { client, traits, model, provider: ctx.provider, endpointUrl: ctx.endpointUrl }, chat, request, facts.modes);
  ctx.code.sdkArgs = code.args;
  ctx.code.chatArgs = code.args;
  let args2: string | undefined;
  Object.defineProperty(ctx.code, "chatArgs2", { get: () => (args2 ??= code.args2()), enumerable: true });
  ctx.code.messages = code.messages;
  ctx.code.tools = code.tools;
  ctx.code.chatPrepare = code.prepare;
  values.readsFiles = code.readsFiles;
  ctx.needsJson = values.tools || values.structured;
  if (code.readsFiles) {
    ctx[plugin.sdk?.readsFiles ?? "needsFs"] = true;
    ctx.readsFile = true;
  }
}
