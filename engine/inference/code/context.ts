/**
 * Builds the context one template renders with (../contract/template-context.ts) from the call's facts
 * (`CallFacts`, ../contract/plugin-contract.ts) and the language's plugin: the raw request's code, the SDK
 * clients' values (each client writes its own, `SdkClient.context`, or the language's hub-SDK
 * writer does), and the chat modes' (../chat/context.ts).
 */
import { pluginHttpTarget, pluginSdkClient, type CallFacts, type LanguagePlugin } from "../contract/plugin-contract.js";
import type { TemplateContext } from "../contract/template-context.js";
import type { ChatRequestCode } from "../contract/http-target.js";
import { baseModelNote } from "../call/base-model-note.js";
import { endpointUrls } from "../call/endpoint.js";
import { getProvider } from "../providers/index.js";
import { FileInput } from "../providers/types.js";
import { pollContext } from "./polling-code.js";
import { rawCode } from "./raw-code.js";
import { tokenCode } from "../call/tokens.js";
import { addChatContext } from "../chat/context.js";
import { deferCode } from "../contract/deferred-code.js";

export function templateContext(plugin: LanguagePlugin, client: string, facts: CallFacts): TemplateContext {
  const { request, call } = facts;
  const lang = plugin.module;
  const target = pluginHttpTarget(plugin, client);
  const sdkClient = target ? undefined : pluginSdkClient(plugin, client);
  const endpointUrl = sdkEndpointUrl(facts);
  const ctx: TemplateContext = {
    task: facts.task,
    modelId: endpointUrl ? undefined : sdkModelId(facts, plugin),
    provider: sdkProvider(facts, endpointUrl),
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
    readsFile: false,
    baseModelNote: baseModelNote(facts.task, Boolean(call.chat), target !== undefined, facts.plan, facts.chatRoute !== undefined),
    needsJson: false,
    code: { token: tokenCode(lang, facts.token), requireToken: facts.token.envVar && lang.requireEnv ? lang.requireEnv(facts.token.envVar) : "" },
  };
  const sdkTarget = {
    task: facts.task,
    modelId: ctx.modelId,
    provider: ctx.provider,
    endpointUrl,
    endpointModelId: facts.chatRoute
      ? facts.providerModelId
      : request.endpointUrl && (call.chat || facts.task === "text-generation")
        ? facts.hubModelId
        : undefined,
  };
  if (target && facts.plan) {
    const raw = rawCode(target, lang, facts.plan, facts.token, Boolean(call.chat));
    Object.assign(ctx.code, {
      url: raw.url,
      prepare: raw.prepare.trimEnd(),
      headers: raw.headers,
      body: raw.body,
      resultPath: raw.resultPath,
      innerHeaders: raw.innerHeaders,
    });
    if (raw.chat) chatPayload(ctx, raw.chat);
    ctx.response = facts.plan.response;
    ctx.binary = facts.plan.body.kind === "binary";
    ctx.stdinBody = raw.stdin;
    ctx.needsFs = raw.needsFs;
    ctx.needsBase64 = raw.needsBase64;
    ctx.readsFile = raw.readsFile;
    ctx.multipart = facts.plan.body.kind === "multipart";
    ctx.jsonBody = facts.plan.body.kind === "json";
    if (facts.plan.response.kind === "poll") {
      const poll = pollContext(target, lang, facts.plan.response, { base: facts.plan.base ?? facts.plan.url, submit: facts.plan.url });
      Object.assign(ctx.code, poll.code);
      ctx.poll = poll.flags;
    }
  } else if (sdkClient?.context?.(ctx, facts, plugin)) {
    // The client wrote its own values (the OpenAI client, fal_client).
  } else if (plugin.sdk) {
    plugin.sdk.hubCall(sdkTarget, call, ctx);
  }
  addChatContext(plugin, client, facts, ctx);
  if (plugin.imports) ctx.code.imports = plugin.imports(ctx, facts);
  return ctx;
}

/** The URL the SDKs are given instead of a provider: a provider's chat route, or the custom endpoint in the form they complete themselves (../call/endpoint.ts). */
function sdkEndpointUrl({ chatRoute, request, call }: CallFacts): string | undefined {
  if (chatRoute !== undefined) return chatRoute;
  if (!request.endpointUrl) return undefined;
  const endpoint = endpointUrls(request.endpointUrl);
  return call.chat ? endpoint.sdkChat : endpoint.root;
}

/** The provider the hub SDKs are given: none for "auto" (the router picks one) or when they are given a URL. */
function sdkProvider(facts: CallFacts, endpointUrl = sdkEndpointUrl(facts)): string | undefined {
  return endpointUrl || facts.providerId === "auto" ? undefined : facts.providerId;
}

/**
 * How a client's code says which provider it calls, as `templateContext` writes it: "request"
 * when the code is written from the call's HTTP request spec (a raw-HTTP client, or an SDK client that
 * writes its own values from it, as the OpenAI client takes its base URL and model field), so the
 * provider is where the plan names it; "argument" when the language's hub SDK is given the
 * provider (`provider`); undefined when the code names none (no HTTP request spec, "auto", or a URL
 * the SDK is given instead).
 */
export function providerCarrier(plugin: LanguagePlugin, client: string, facts: CallFacts): "request" | "argument" | undefined {
  if (pluginHttpTarget(plugin, client) || pluginSdkClient(plugin, client)?.context) return facts.plan ? "request" : undefined;
  return plugin.sdk && sdkProvider(facts) !== undefined ? "argument" : undefined;
}

/**
 * A raw chat call's payload for the chat-mode templates, worked out when a template first reads
 * it: plain chat's templates never do, so most calls never print it.
 */
function chatPayload(ctx: TemplateContext, chat: () => ChatRequestCode): void {
  let code: ChatRequestCode | undefined;
  const get = () => (code ??= chat());
  deferCode(ctx.code, { payload: () => get().payload, payloadPrepare: () => get().payloadPrepare, chatHeaders: () => get().headers });
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
