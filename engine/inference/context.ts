/**
 * The context one template renders with. Plain values (`modelId`, `provider`, `billTo`, …)
 * reach the output only through a literal helper in the template; `code.*` holds code the
 * engine built with the same helpers. What each field means:
 *
 * - `modelId`: the hub id for SDK calls (undefined when calling a custom endpoint);
 *   `provider`: the provider id for SDKs (undefined for "auto" and endpoints);
 *   `endpointUrl`: the custom endpoint as the SDKs take it (normalised by ./endpoint.ts: `…/v1`
 *   for chat, the server root otherwise); `billTo`: as requested; `method`: the SDK method.
 * - `usesEnv`: the token comes from an environment variable (python needs `import os`).
 * - `file`: `{name, mime}` when the input is one file.
 * - `response`: how a raw-HTTP snippet reads the answer (kind, output file).
 * - `code.token`: the token expression; `code.requireToken`: a statement that stops the program
 *   when the token variable is unset (languages whose variable reads do not stop by themselves); `code.sdkArgs`: the SDK call's arguments;
 *   `code.url`, `code.headers`, `code.body`, `code.prepare`, `code.resultPath`: the raw request;
 *   `code.openaiBase`, `code.openaiModel`: the OpenAI client's base URL and model (as literals).
 */
import { pluginHttpTarget, type LanguagePlugin } from "../languages/plugin.js";
import type { ResolvedSnippetRequest } from "../schema/snippet.js";
import { baseModelNote } from "./base-model-note.js";
import { literalWith } from "./code.js";
import { endpointUrls } from "./endpoint.js";
import { openaiBaseUrl, type HttpPlan } from "./http.js";
import { getProvider } from "./providers/index.js";
import { FileInput, type ResponseSpec } from "./providers/types.js";
import { falClientCode } from "./fal-client-code.js";
import { pollContext } from "./polling-code.js";
import { rawCode } from "./raw-code.js";
import type { TaskInputs } from "./task-inputs.js";
import { tokenCode, type TokenSource } from "./tokens.js";
import { addChatContext, type ChatTemplateValues } from "./chat/context.js";
import type { ChatModes } from "./chat/modes.js";

export interface CallFacts {
  task: string;
  hubModelId: string;
  /** "auto" or a provider id. */
  providerId: string;
  request: ResolvedSnippetRequest;
  call: TaskInputs;
  token: TokenSource;
  /** The raw request; absent for "auto" outside chat (only SDKs are offered). */
  plan?: HttpPlan;
  /** The provider's own model id (fal_client calls the provider's app by it). */
  providerModelId?: string;
  /** Hub SDK clients that cannot make this call (see `ProviderTask.hubSdk`). */
  hubSdkRefused?: readonly ("huggingface_hub" | "huggingface.js")[];
  /** The chat-modes plugin, when the caller gave it (./chat/modes.ts). */
  modes?: ChatModes;
  /**
   * The provider's chat URL when the task is served on it (`ProviderTask.servedAsChat`): the hub
   * SDKs call it as their endpoint, with the provider's model id, instead of routing by provider.
   */
  chatRoute?: string;
}

export interface TemplateContext {
  task: string;
  modelId?: string;
  provider?: string;
  endpointUrl?: string;
  billTo?: string;
  method?: string;
  usesEnv: boolean;
  file?: { name: string; mime: string };
  response?: ResponseSpec;
  binary: boolean;
  /** The raw request's body comes on standard input (the shell clients: a file, or a JSON body holding files). */
  stdinBody: boolean;
  streaming: boolean;
  needsFs: boolean;
  needsBase64: boolean;
  /** Python SDK chat code parses or writes JSON (tools, structured output): `import json`. */
  needsJson: boolean;
  /** The body is a multipart form (python `files=`/`data=`, js `FormData`, curl `-F`). */
  multipart?: boolean;
  /** A job flow's switches (./polling-code.ts); its code is in `code.poll*`. */
  poll?: { listOrValue: boolean; printsJson: boolean };
  /** Comment lines for a base model's text generation (./base-model-note.ts), printed with `comment`. */
  baseModelNote?: string[];
  /** The chat modes' switches (./chat/context.ts); chat calls only. */
  chat?: ChatTemplateValues;
  code: Record<string, string>;
}

export function templateContext(plugin: LanguagePlugin, client: string, facts: CallFacts): TemplateContext {
  const { request, call } = facts;
  const lang = plugin.module;
  const target = pluginHttpTarget(plugin, client);
  // The SDKs get the endpoint in the form they complete themselves (./endpoint.ts).
  const endpoint = request.endpointUrl ? endpointUrls(request.endpointUrl) : undefined;
  const endpointUrl = facts.chatRoute ?? (endpoint && (call.chat ? endpoint.sdkChat : endpoint.root));
  const ctx: TemplateContext = {
    task: facts.task,
    modelId: endpointUrl ? undefined : sdkModelId(facts, plugin),
    provider: endpointUrl || facts.providerId === "auto" ? undefined : facts.providerId,
    endpointUrl,
    billTo: request.billTo,
    method: plugin.sdkMethods && Object.hasOwn(plugin.sdkMethods, facts.task) ? plugin.sdkMethods[facts.task] : undefined,
    usesEnv: facts.token.envVar !== undefined,
    file: call.inputs instanceof FileInput ? { name: call.inputs.file, mime: call.inputs.mime } : undefined,
    binary: false,
    stdinBody: false,
    streaming: Boolean(call.chat?.stream),
    needsFs: false,
    needsBase64: false,
    baseModelNote: baseModelNote(facts.task, Boolean(call.chat), target !== undefined, facts.plan, facts.chatRoute !== undefined),
    needsJson: false,
    code: { token: tokenCode(lang, facts.token), requireToken: facts.token.envVar && lang.requireEnv ? lang.requireEnv(facts.token.envVar) : "" },
  };
  const sdkTarget = { task: facts.task, modelId: ctx.modelId, provider: ctx.provider, endpointUrl, endpointModelId: facts.chatRoute ? facts.providerModelId : endpoint && (call.chat || facts.task === "text-generation") ? facts.hubModelId : undefined };
  if (target && facts.plan) {
    const raw = rawCode(target, lang, facts.plan, facts.token);
    Object.assign(ctx.code, { url: raw.url, prepare: raw.prepare.trimEnd(), headers: raw.headers, body: raw.body, resultPath: raw.resultPath });
    ctx.response = facts.plan.response;
    ctx.binary = facts.plan.body.kind === "binary";
    ctx.stdinBody = raw.stdin;
    ctx.needsFs = raw.needsFs;
    ctx.needsBase64 = raw.needsBase64;
    ctx.multipart = facts.plan.body.kind === "multipart";
    if (facts.plan.response.kind === "poll") {
      const poll = pollContext(target, lang, facts.plan.response, { base: facts.plan.base ?? facts.plan.url, submit: facts.plan.url }, ctx.code);
      Object.assign(ctx.code, poll.code);
      ctx.poll = poll.flags;
    }
  } else if (client === "openai" && facts.plan) {
    const body = facts.plan.body.kind === "json" ? (facts.plan.body.json as Record<string, unknown>) : {};
    ctx.code.openaiBase = lang.str(openaiBaseUrl(facts.plan));
    // Headers a provider requires on every call (Z.ai's source channel) ride as default headers.
    const { "X-HF-Bill-To": _billTo, ...providerHeaders } = facts.plan.headers;
    ctx.code.openaiHeaders = Object.keys(providerHeaders).length ? literalWith(lang, facts.plan.headers, 1) : "";
    ctx.code.openaiModel = lang.str(String(body.model ?? facts.hubModelId));
    if (plugin.sdk) ctx.code.chatArgs = plugin.sdk.openaiChatArgs(String(body.model ?? facts.hubModelId), call);
  } else if (client === "fal_client" && facts.plan) {
    Object.assign(ctx.code, falClientCode(lang, facts.plan, facts.providerModelId ?? facts.hubModelId));
    // fal_client talks to fal itself: a literal key is only of use on a direct request.
    ctx.code.falKey = facts.token.literal !== undefined && request.directRequest ? lang.str(facts.token.literal) : "";
    ctx.response = facts.plan.response;
  } else if (plugin.sdk) {
    plugin.sdk.hubCall(sdkTarget, call, ctx);
  }
  addChatContext(plugin, client, facts, ctx);
  return ctx;
}

/**
 * The model a hub SDK is given. A client-side-only provider (OpenAI) is not looked up on the hub:
 * the provider's own id (`gpt-4o`), in the form the language's SDK wants it
 * (`LanguagePlugin.sdk.directModelId`: huggingface.js wants `<provider>/<its model id>`).
 */
function sdkModelId(facts: CallFacts, plugin: LanguagePlugin): string {
  const provider = getProvider(facts.providerId);
  if (!provider?.clientSideRoutingOnly || !facts.providerModelId) return facts.hubModelId;
  return plugin.sdk?.directModelId ? plugin.sdk.directModelId(facts.providerId, facts.providerModelId) : facts.providerModelId;
}
