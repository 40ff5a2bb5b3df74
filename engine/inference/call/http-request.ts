/**
 * The exact HTTP request a raw-HTTP snippet (requests, fetch, curl) sends, as data:
 * URL, headers, body and how to read the answer. Chat through the router always goes to
 * the router's OpenAI-compatible route; a custom `endpointUrl` replaces the provider.
 */
import { AtlasError } from "../../errors/atlas-error.js";
import type { ResolvedSnippetRequest } from "../../schema/snippet.js";
import { endpointUrls } from "./endpoint.js";
import { encodePath } from "./url-encoding.js";
import { chatBody } from "../providers/shared.js";
import {
  BEARER,
  type AuthScheme,
  type ProviderDefinition,
  type ProviderTask,
  type RequestBody,
  type RequestContext,
  type ResponseSpec,
} from "../providers/types.js";

export const ROUTER_V1 = "https://router.huggingface.co/v1";

/**
 * The HTTP request spec: the exact request of a raw-HTTP snippet, as data. Call facts and the
 * SDK hooks name it `plan` (the field names are part of the plugin contract).
 */
export interface HttpRequestSpec {
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

/** The model field of a chat call through the router: the hub id, with `:<provider>` when the call names one. */
export function routerModel(hubModelId: string, providerId: string): string {
  return providerId === "auto" ? hubModelId : `${hubModelId}:${providerId}`;
}

export function httpRequestSpec({ ctx, provider, providerId, request, conversational }: PlanInput): HttpRequestSpec {
  const extra: Record<string, string> = {};
  let plan: Omit<HttpRequestSpec, "headers">;
  if (request.endpointUrl) {
    // The endpoint serves one model, but OpenAI-compatible servers (vLLM) check its name: send the id.
    const urls = endpointUrls(request.endpointUrl);
    const task = genericTask(provider, ctx);
    plan = conversational
      ? { url: urls.chat, auth: BEARER, body: chatBody(ctx, ctx.hubModelId), response: { kind: "json" } }
      : { url: ctx.task === "text-generation" ? urls.completions : urls.root, auth: BEARER, body: task.body(ctx), response: responseOf(task, ctx) };
  } else if (conversational && !(ctx.direct && provider)) {
    plan = { url: `${ROUTER_V1}/chat/completions`, auth: BEARER, body: chatBody(ctx, routerModel(ctx.hubModelId, providerId)), response: { kind: "json" } };
  } else {
    const def = provider!.tasks[ctx.task]!;
    const base = ctx.direct ? (def.directBaseUrl ?? provider!.directBaseUrl) : provider!.routedBaseUrl;
    Object.assign(extra, provider!.headers, def.headers?.(ctx));
    plan = {
      url: base + def.route(urlContext(ctx)),
      base,
      auth: ctx.direct ? provider!.directAuth : BEARER,
      body: def.body(ctx),
      response: responseOf(def, ctx),
    };
  }
  if (!BODY_KINDS.has(plan.body.kind)) {
    throw new AtlasError([{ code: "input", message: `Unsupported format: ${(plan.body as { kind: string }).kind}` }]);
  }
  if (request.billTo) extra["X-HF-Bill-To"] = request.billTo;
  return Object.assign(plan, { headers: extra });
}

const BODY_KINDS: ReadonlySet<string> = new Set(["json", "binary", "multipart"]);

/**
 * The context a route is built from: the ids and the adapter path percent-encoded (each path
 * segment, `/` kept), so every raw-HTTP client gets a URL it can send as it is (./url-encoding.ts).
 */
function urlContext(ctx: RequestContext): RequestContext {
  refuseDotSegment(ctx.hubModelId, "model.id");
  refuseDotSegment(ctx.providerModelId, "inferenceProviderMapping[].providerId");
  const hubModelId = encodePath(ctx.hubModelId);
  const providerModelId = encodePath(ctx.providerModelId);
  const adapterWeightsPath = ctx.adapterWeightsPath === undefined ? undefined : encodePath(ctx.adapterWeightsPath);
  // Ids that need no escape (nearly all): the context as it is, not a copy.
  if (hubModelId === ctx.hubModelId && providerModelId === ctx.providerModelId && adapterWeightsPath === ctx.adapterWeightsPath) return ctx;
  return { ...ctx, hubModelId, providerModelId, adapterWeightsPath };
}

/** A `.` or `..` path segment: the whole id, or a part between slashes. */
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

/** `.` and `..` cannot be encoded away (fetch resolves `%2E%2E` too): the URL would name another path. */
function refuseDotSegment(id: string, field: string): void {
  if (!DOT_SEGMENT.test(id)) return;
  throw new AtlasError([
    {
      code: "input",
      path: field,
      message: `${JSON.stringify(id)} has a "." or ".." path segment, so the request URL would point at another path`,
      hint: "a model id is org/name, each part made of letters, digits, '-', '_' and '.'",
    },
  ]);
}

/** A custom endpoint takes the hub's generic payload: hf-inference's definition when it has the task. */
function genericTask(provider: ProviderDefinition | undefined, ctx: RequestContext): ProviderTask {
  return provider?.tasks[ctx.task] ?? { route: () => "", body: (c) => ({ kind: "json", json: { inputs: c.inputs as never } }), response: { kind: "json" } };
}

function responseOf(def: ProviderTask, ctx: RequestContext): ResponseSpec {
  return typeof def.response === "function" ? def.response(ctx) : def.response;
}

/** The OpenAI-client base URL for a chat plan: its URL without `/chat/completions`. */
export function openaiBaseUrl(plan: HttpRequestSpec): string {
  return plan.url.replace(/\/(chat\/completions|responses)$/, "");
}
