/**
 * One call, planned once: `planCall` checks the request against the model and works out what the
 * call is before any language writes it. The plan is plain data; ../call-render.ts renders it,
 * the generator (../generator.ts) runs it through the id cache, and the usage cards
 * (engine/cards/calls.ts) read its facts and render it in the card's languages.
 */
import { AtlasError } from "../../errors/atlas-error.js";
import type { Checker, Presence } from "../../schema/check.js";
import type { ModelRecord, ModelRecordInput, ProviderMappingEntry } from "../../schema/model.js";
import { validModelRecord } from "../../schema/model-check.js";
import { SnippetRequestSchema, type ResolvedSnippetRequest, type SnippetRequest, type SnippetWarning, type TaskSource } from "../../schema/snippet.js";
import type { TaskInputs } from "../contract/call-types.js";
import { chatTemplateName, checkChatRequest } from "../chat/request-check.js";
import { PIPELINE_TEMPLATES } from "./pipeline-tables.js";
import { billable, type Ids } from "../id-cache.js";
import { modelTask } from "./model-task.js";
import type { ChatModes } from "../contract/plugin-contract.js";
import { getProvider } from "../providers/index.js";
import type { ProviderDefinition } from "../providers/types.js";
import { inputWarnings, taskInputs } from "./task-inputs.js";

/** What one call is, apart from the ids it is rendered for. */
export interface CallPlan {
  readonly model: ModelRecord;
  /** The request checked, with its defaults. */
  readonly request: ResolvedSnippetRequest;
  readonly task: string;
  /** The task as the provider definitions name it (`conversational` for a chat model). */
  readonly providerTask: string;
  readonly conversational: boolean;
  /** A task the provider serves on its chat route only. */
  readonly viaChat: boolean;
  /** Written as a chat call: a chat model, or a task served on the chat route. */
  readonly chat: boolean;
  /** The request names a custom endpoint. */
  readonly endpoint: boolean;
  /** Where the task came from when not from pipeline_tag (./model-task.ts). */
  readonly source: TaskSource | undefined;
  /** The task shape's template name (`conversational`, `basicAudio`, …). */
  readonly templateName: string;
  /** "auto" or a provider id. */
  readonly providerId: string;
  readonly provider: ProviderDefinition | undefined;
  readonly mapping: ProviderMappingEntry | undefined;
  readonly inputs: TaskInputs;
  /** What the code does otherwise than the request asked; every snippet of the call carries them. */
  readonly warnings: readonly SnippetWarning[];
  /** The chat-modes plugin the call was planned with, if any. */
  readonly modes: ChatModes | undefined;
}

/**
 * The call `requestInput` asks of the model, or undefined when there is none (no task, no
 * template, no definition for the provider and task): the caller says why (the model plan's
 * reasons, engine/plan/); a library prints nothing. Throws an AtlasError on a bad request.
 */
export function planCall(modelInput: ModelRecordInput | ModelRecord, requestInput: SnippetRequest = {}, modes?: ChatModes): CallPlan | undefined {
  const model = validModelRecord(modelInput);
  const request = parse(SnippetRequestSchema, requestInput, "snippet request");
  const decided = modelTask(model, request.provider);
  if (!decided) return undefined;
  const { task, conversational, source } = decided;
  checkChatRequest(request, conversational, task, modes);
  const providerId = request.provider;
  const providerTask = conversational ? "conversational" : task;
  const endpoint = Boolean(request.endpointUrl);
  const provider = providerId === "auto" ? undefined : getProvider(providerId);
  if (!endpoint && providerId !== "auto" && !provider?.tasks[providerTask]) return undefined;
  // A task the provider serves on its chat route only (text generation on groq, novita): every
  // client makes a plain chat call to that route, the SDKs through it as their endpoint.
  const viaChat = !conversational && !endpoint && provider?.tasks[providerTask]?.servedAsChat === true;
  const chat = conversational || viaChat;
  const templateName = chat ? chatTemplateName(request, modes) : PIPELINE_TEMPLATES[task];
  if (!templateName) return undefined;
  // A provider the router does not serve is always called on its own host with its own key.
  if (provider?.clientSideRoutingOnly && !endpoint) request.directRequest = true;
  const mapping = model.inferenceProviderMapping?.find((m) => m.provider === providerId);
  const inputs = taskInputs(model, task, request, chat, modes);
  const warnings = inputWarnings(model, task, request, chat);
  return {
    model,
    request,
    task,
    providerTask,
    conversational,
    viaChat,
    chat,
    endpoint,
    source,
    templateName,
    providerId,
    provider,
    mapping,
    inputs,
    warnings,
    modes,
  };
}

/**
 * The real ids of a call: the hub's, the provider's, and the bill-to when the id cache can swap
 * it (../id-cache.ts). One object per call, so its HTTP request spec is worked out once (../call-render.ts).
 */
export function callIds(call: CallPlan): Ids {
  const ids: Ids = { hub: call.model.id, provider: call.mapping?.providerId ?? call.model.id };
  if (billable(call.request.billTo)) ids.bill = call.request.billTo;
  return ids;
}

/** `value` checked by `schema` (engine/schema/check.ts), or an AtlasError naming every problem's field. */
function parse<T>(schema: Checker<T, unknown, Presence>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AtlasError(
    result.error.issues.map((issue) => ({
      code: "input" as const,
      path: issue.path.map(String).join("."),
      message: `${what}: ${issue.message}`,
    })),
  );
}
