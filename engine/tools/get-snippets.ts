/** get_snippets (`POST /v1/snippets`): code that calls a model through an inference provider. */
import { fence } from "../cards/markdown-escape.js";
import { AGENT_PROMPT_CLIENT, agentPromptPlugin } from "../cards/prompt-plugin.js";
import { CHAT_MODE_IDS, chatModeDefinition } from "../inference/chat/mode-definitions.js";
import { getInferenceSnippets } from "../languages/snippets.js";
import { noCodeFor, noCodeReason, noCodeSentence, planLines, planModel, type ModelPlan, type NoCode, type PlanWarning } from "../plan/index.js";
import { isLanguage, type Language, type Snippet, type SnippetLanguage, type SnippetRequest } from "../schema/snippet.js";
import { endpointUrlProblem } from "../schema/endpoint-url.js";
import { fitInBudget, trimToBudget } from "./answer-budget.js";
import { getSnippetsContract } from "./contracts/get-snippets.js";
import { defineTool } from "./define.js";
import { engineCall } from "./engine-call.js";
import { ProviderRefusedError, ToolArgumentError } from "./errors.js";
import { resolveModel } from "./model.js";
import { checkedProvider } from "./provider.js";

const PROMPT_PLUGIN = [agentPromptPlugin];
/** The same empty list every call: the plugin lists are checked once per array (engine/languages/core-snippets.ts). */
const NO_PLUGINS: readonly [] = [];

export const getSnippets = defineTool(getSnippetsContract, async (args, ctx) => {
  const provider = args.provider ?? "auto";
  const mode = args.mode ?? "chat";
  const { language, client, endpointUrl } = args;
  // The engine's one rule for a custom endpoint, checked before the model is looked up.
  const badEndpoint = endpointUrl === undefined ? undefined : endpointUrlProblem(endpointUrl);
  if (badEndpoint) throw new ToolArgumentError("endpointUrl", badEndpoint);
  const model = await resolveModel(args.model, ctx);
  const plan = planModel(model);
  // A custom endpoint is called instead of any provider: the mapping has no say then.
  let guessed: PlanWarning[];
  try {
    guessed = endpointUrl === undefined ? checkedProvider(plan, provider, args.allowUnmappedProvider ?? false) : [];
  } catch (error) {
    // Provider auto with a mapping that leaves none callable is the model's outcome: no code, not a refusal.
    if (error instanceof ProviderRefusedError && error.refusal === "none-callable") return noCodeAnswer(noCodeReason(plan, provider), plan);
    throw error;
  }
  const request: SnippetRequest = { provider, ...chatModeDefinition(mode)!.request };
  if (args.streaming) request.streaming = true;
  if (endpointUrl !== undefined) request.endpointUrl = endpointUrl;
  if (args.billTo !== undefined) request.billTo = args.billTo;
  // The agent prompt is the client of the language "text" (its plugin), rendered only when asked for.
  const wantsPrompt = language === "text" || client === AGENT_PROMPT_CLIENT;
  const render = (only?: Language) =>
    modeCall(mode, () =>
      engineCall(() => getInferenceSnippets(model, request, { languages: wantsPrompt ? PROMPT_PLUGIN : NO_PLUGINS, ...(only ? { language: only } : {}) })),
    );
  const wanted = (s: Snippet<SnippetLanguage>) => (!language || s.language === language) && (!client || s.client === client);
  // One language asked for: only its snippets are rendered (every other language's would be
  // written and dropped). When it has none, every language is rendered after all, for the reasons
  // and the valid values below, which name them all.
  const only = language !== undefined && !wantsPrompt && isLanguage(language) ? language : undefined;
  let all = render(only);
  let snippets = all.filter(wanted);
  if (!snippets.length && only) {
    all = render();
    snippets = all.filter(wanted);
  }
  if (!snippets.length) {
    // No code for this provider at all, or provider auto asked for code only the SDKs write: an answer, not an error.
    const noCode = noCodeFor(plan, provider, { offered: all.length, ...(endpointUrl ? { endpointUrl } : {}) });
    if (noCode) return noCodeAnswer(noCode, plan);
    const offered = [...new Set([...all.map((s) => `${s.language}/${s.client}`), `text/${AGENT_PROMPT_CLIENT}`])];
    const asked = [language, client].filter(Boolean).join("/");
    throw new ToolArgumentError(client ? "client" : "language", `no snippet for ${asked}; valid values for this model and provider: ${offered.join(", ")}`);
  }
  // The prompt alone is given as it is: it is text for the agent, not code to fence.
  if (snippets.length === 1 && snippets[0]!.language === "text") return { text: snippets[0]!.content, data: { plan, snippets } };
  const { kept, omitted } = trimToBudget(
    fitInBudget(snippets, (s) => s.content.length),
    (list) => JSON.stringify({ plan, snippets: list }).length + 1_000,
  );
  const data = {
    plan,
    snippets: kept,
    ...(omitted.length ? { omitted: { snippets: omitted.map((s) => `${s.language}/${s.client}`), argument: "language, client" } } : {}),
    ...(guessed.length ? { warnings: guessed } : {}),
  };
  if (ctx.dataOnly) return { text: "", data };
  const left = [
    ...(omitted.length
      ? [`Left out to keep this answer short: ${omitted.map((s) => `${s.language}/${s.client}`).join(", ")}; pass \`language\` (and \`client\`) to get them.`]
      : []),
    ...leftOut(plan, provider, mode),
  ];
  const notes = [...plan.warnings, ...guessed].map((w) => `Warning (${w.code}): ${w.message}`);
  return { text: [...kept.map(snippetText), ...left, ...notes].join("\n\n"), data, ids: textIds(model.id, plan, provider) };
});

/** The ids the text holds: the model's, and the provider's own id for it when the mapping gives one. */
function textIds(modelId: string, plan: ModelPlan, provider: string): string[] {
  const providerModelId = plan.providers.callable.find((p) => p.id === provider)?.providerModelId;
  return providerModelId && providerModelId !== modelId ? [modelId, providerModelId] : [modelId];
}

const snippetText = (s: Snippet<SnippetLanguage>) => `${s.language}/${s.client}:\n${fence(s.content, s.language)}`;

/** What an answer leaves out by design: the chat modes, the other callable providers. */
function leftOut(plan: ModelPlan, provider: string, mode: string): string[] {
  const out: string[] = [];
  if (plan.kind === "chat" && mode === "chat")
    out.push(`Left out: the chat modes ${CHAT_MODE_IDS.filter((m) => m !== "chat").join(", ")}; pass \`mode\` to get one.`);
  const others = plan.providers.callable.map((p) => p.id).filter((id) => id !== provider && id !== "auto");
  if (others.length)
    out.push(
      `Left out: the calls of ${others.join(", ")}; pass \`provider\` to get one${plan.kind === "chat" ? ' (the router\'s chat code differs only by the ":<provider>" suffix of the model id)' : ""}.`,
    );
  return out;
}

/** No code: the plan's reason, the same sentence on every surface. */
function noCodeAnswer(noCode: NoCode, plan: ModelPlan) {
  return { text: [noCodeSentence(noCode), "", ...planLines(plan)].join("\n"), data: { plan, snippets: [], noCode } };
}

/**
 * The request fields a chat mode sets (tools, response_format, …) are not the caller's: an engine
 * refusal of one of them is a refusal of `mode`, and names it.
 */
function modeCall<T>(mode: string, call: () => T): T {
  try {
    return call();
  } catch (error) {
    const fields = Object.keys(chatModeDefinition(mode)?.request ?? {});
    if (error instanceof ToolArgumentError && fields.includes(error.field.split(/[.[]/)[0]!))
      throw new ToolArgumentError("mode", `${JSON.stringify(mode)} cannot be used here: ${error.message}`);
    throw error;
  }
}
