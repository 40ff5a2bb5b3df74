/**
 * The exact HTTP request a raw-HTTP snippet (requests, fetch, curl) sends, as data:
 * URL, headers, body and how to read the answer. Chat through the router always goes to
 * the router's OpenAI-compatible route; a custom `endpointUrl` replaces the provider.
 */
import { AtlasError } from "../errors.js";
import type { ResolvedSnippetRequest } from "../schema/snippet.js";
import { chatBody } from "./providers/shared.js";
import { BEARER, type AuthScheme, type ProviderDefinition, type ProviderTask, type RequestBody, type RequestContext, type ResponseSpec } from "./providers/types.js";

export const ROUTER_V1 = "https://router.huggingface.co/v1";

export interface HttpPlan {
  url: string;
  /** The base URL before the provider's route (job flows build their status URLs from it). */
  base?: string;
  auth: AuthScheme;
  /** Headers besides auth and content type, in order. */
  headers: Record<string, string>;
  body: RequestBody;
  response: ResponseSpec;
}

export interface PlanInput {
  ctx: RequestContext;
  provider?: ProviderDefinition;
  /** "auto" or a provider id. */
  providerId: string;
  request: ResolvedSnippetRequest;
  conversational: boolean;
}

export function httpPlan({ ctx, provider, providerId, request, conversational }: PlanInput): HttpPlan {
  const extra: Record<string, string> = {};
  let plan: Omit<HttpPlan, "headers">;
  if (request.endpointUrl) {
    const base = request.endpointUrl.replace(/\/+$/, "");
    plan = conversational
      ? { url: `${base}/v1/chat/completions`, auth: BEARER, body: chatBody(ctx, ctx.hubModelId), response: { kind: "json" } }
      : { url: request.endpointUrl, auth: BEARER, body: genericTask(provider, ctx).body(ctx), response: responseOf(genericTask(provider, ctx), ctx) };
  } else if (conversational && !(ctx.direct && provider)) {
    const model = providerId === "auto" ? ctx.hubModelId : `${ctx.hubModelId}:${providerId}`;
    plan = { url: `${ROUTER_V1}/chat/completions`, auth: BEARER, body: chatBody(ctx, model), response: { kind: "json" } };
  } else {
    const def = provider!.tasks[ctx.task]!;
    const base = ctx.direct ? (def.directBaseUrl ?? provider!.directBaseUrl) : provider!.routedBaseUrl;
    Object.assign(extra, provider!.headers, def.headers?.(ctx));
    plan = { url: base + def.route(ctx), base, auth: ctx.direct ? provider!.directAuth : BEARER, body: def.body(ctx), response: responseOf(def, ctx) };
  }
  if (!["json", "binary", "multipart"].includes(plan.body.kind)) {
    throw new AtlasError([{ code: "input", message: `Unsupported format: ${(plan.body as { kind: string }).kind}` }]);
  }
  if (request.billTo) extra["X-HF-Bill-To"] = request.billTo;
  return { ...plan, headers: extra };
}

/** A custom endpoint takes the hub's generic payload: hf-inference's definition when it has the task. */
function genericTask(provider: ProviderDefinition | undefined, ctx: RequestContext): ProviderTask {
  return provider?.tasks[ctx.task] ?? { route: () => "", body: (c) => ({ kind: "json", json: { inputs: c.inputs as never } }), response: { kind: "json" } };
}

function responseOf(def: ProviderTask, ctx: RequestContext): ResponseSpec {
  return typeof def.response === "function" ? def.response(ctx) : def.response;
}

/** The OpenAI-client base URL for a chat plan: its URL without `/chat/completions`. */
export function openaiBaseUrl(plan: HttpPlan): string {
  return plan.url.replace(/\/(chat\/completions|responses)$/, "");
}
