/**
 * The snippet generator over a list of language plugins: the code a user copies from a model
 * page to call the model, one snippet per language and client that applies, in the plugins'
 * order and each language's client order. It knows no language itself: ./snippets.ts calls it
 * with every plugin, `model-atlas/inference` (engine/entries/inference.ts) with python, js, sh
 * and the plugins its caller adds. Nor does it know the chat modes beyond plain chat: it asks
 * the chat-modes plugin (./chat/modes.ts) when given one, and refuses a mode request without it.
 *
 * A call is planned once (./call/call-plan.ts) and rendered once (./call-render.ts), through the id
 * cache (./id-cache.ts) when its ids allow.
 */
import type { ModelRecord, ModelRecordInput } from "../schema/model.js";
import type { Snippet as AnySnippet, SnippetLanguage, SnippetRequest } from "../schema/snippet.js";
import { callIds, planCall, type CallPlan } from "./call/call-plan.js";
import { callClients, languageIds, requestSpec, renderCall } from "./call-render.js";
import { cachable, cachedSnippets, type Ids } from "./id-cache.js";
import type { CallFacts, ChatModes, LanguagePlugin } from "./contract/plugin-contract.js";

/** A snippet of any plugin: code, or the agent prompt's text. */
type Snippet = AnySnippet<SnippetLanguage>;

/**
 * Snippets for `modelInput` and `requestInput` in the languages of `languages` (one plugin per
 * language, in output order), with the chat modes of `modes` when given.
 */
export function generateSnippets(
  languages: readonly LanguagePlugin[],
  modelInput: ModelRecordInput | ModelRecord,
  requestInput: SnippetRequest = {},
  modes?: ChatModes,
): Snippet[] {
  const call = planCall(modelInput, requestInput, modes);
  return call ? callSnippets(call, languages) : [];
}

/**
 * The snippets of a planned call in the languages of `languages` (with the call's chat-mode
 * templates added), through the id cache; `ids` are the call's own (`callIds`), passed when the
 * caller has read the call's facts for them already, so the HTTP request spec is not worked out again.
 */
export function callSnippets(call: CallPlan, languages: readonly LanguagePlugin[], ids = callIds(call)): Snippet[] {
  const plugins = call.modes ? withModes(languages, call.modes) : languages;
  const snippets = cachable(ids) ? cached(call, plugins, ids) : renderCall(call, plugins, ids);
  // A task that did not come from pipeline_tag (./call/model-task.ts) and the call's warnings are named on every snippet.
  return call.source || call.warnings.length ? snippets.map((s) => withCallFacts(s, call)) : snippets;
}

function withCallFacts(snippet: Snippet, { source, warnings }: CallPlan): Snippet {
  return { ...snippet, ...(source ? { taskSource: source } : {}), ...(warnings.length ? { warnings: [...warnings] } : {}) };
}

/** The plugins and clients `callSnippets` gives a snippet of, in its order, found without rendering one. */
export function snippetClients(
  call: CallPlan,
  languages: readonly LanguagePlugin[],
  ids = callIds(call),
  facts?: CallFacts,
): { plugin: LanguagePlugin; client: string }[] {
  return callClients(call, call.modes ? withModes(languages, call.modes) : languages, ids, facts);
}

/** The call's snippets through the id cache (./id-cache.ts). */
function cached(call: CallPlan, plugins: readonly LanguagePlugin[], ids: Ids): Snippet[] {
  const { request, mapping, model } = call;
  // A bill-to swapped like the ids leaves the shape (null: no request holds it).
  const shaping = ids.bill === undefined ? request : { ...request, billTo: null };
  // Everything besides the ids that shapes the output (see ./id-cache.ts).
  const shape = JSON.stringify([
    languageIds(plugins),
    call.task,
    call.conversational,
    call.viaChat,
    shaping,
    model.widgetData ?? null,
    model.mask_token ?? null,
    mapping?.adapter,
    mapping?.adapterWeightsPath,
  ]);
  return cachedSnippets(shape, ids, new CallSource(call, plugins));
}

/** What the id cache renders for any ids: the call's HTTP request spec and snippets (a class, so a cache hit builds no closures). */
class CallSource {
  constructor(
    readonly call: CallPlan,
    readonly plugins: readonly LanguagePlugin[],
  ) {}

  plan(ids: Ids): unknown {
    return requestSpec(this.call, ids);
  }

  render(ids: Ids): Snippet[] {
    return renderCall(this.call, this.plugins, ids);
  }
}

/**
 * The plugins with their mode templates added by `modes`: new plugin objects (so the caches of
 * ./call-render.ts, keyed on plugin identity, never mix calls with and without the modes), the
 * same array for the same list and plugin.
 */
const WITH_MODES = new WeakMap<readonly LanguagePlugin[], WeakMap<ChatModes, readonly LanguagePlugin[]>>();

function withModes(plugins: readonly LanguagePlugin[], modes: ChatModes): readonly LanguagePlugin[] {
  let byModes = WITH_MODES.get(plugins);
  if (!byModes) WITH_MODES.set(plugins, (byModes = new WeakMap()));
  let list = byModes.get(modes);
  if (!list) byModes.set(modes, (list = plugins.map((plugin) => modes.extend(plugin))));
  return list;
}
