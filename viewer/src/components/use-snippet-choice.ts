/**
 * What the model page's snippet area shows, from the URL query (provider, language, client,
 * streaming, chat mode, image source: a link reproduces the view) and a pasted token, which
 * stays in the page's state and never reaches the URL.
 */
import { useMemo, useState } from "react";
import type { ModelRecordInput, Snippet } from "../../../engine/index.js";
import { useQuery } from "../router.js";
import { chatModeRequest, isVisionChatModel, modeGaps, pickMode, PLAIN_MODE } from "../snippets/chat-mode.js";
import { inferenceSnippets, type SnippetResult } from "../snippets/engine.js";
import { noCodeOf } from "../snippets/model-plan.js";
import { clientsFor, defaultProvider, isChatModel, LANGUAGE_ORDER, maskToken, pick, providerOptions } from "../snippets/selection.js";

export function useSnippetChoice(model: ModelRecordInput) {
  const [query, setQuery] = useQuery();
  const [token, setToken] = useState("");
  const chat = isChatModel(model);
  const providers = providerOptions(model);
  const provider = pick(query.get("provider") ?? defaultProvider(model), providers);
  const streaming = chat && query.get("streaming") === "1";
  const tokenMode = query.get("token") === "paste" ? "paste" : "env";
  const accessToken = tokenMode === "paste" && token ? token : undefined;

  const mode = chat ? pickMode(query.get("mode")) : PLAIN_MODE;
  const imageFile = chat && isVisionChatModel(model) && query.get("image") === "file";
  const request = { provider, ...(chat ? { streaming, ...chatModeRequest(mode, imageFile) } : {}) };
  const result = useMemo(
    () => inferenceSnippets(model, { ...request, ...(accessToken ? { accessToken } : {}) }),
    [model, provider, streaming, mode, imageFile, accessToken],
  ); // eslint-disable-line react-hooks/exhaustive-deps
  // The same snippets with the token masked: what the page shows, while Copy takes the real one.
  const shown = useMemo(
    () => (accessToken ? inferenceSnippets(model, { ...request, accessToken: maskToken(accessToken) }) : result),
    [result, accessToken], // eslint-disable-line react-hooks/exhaustive-deps
  );

  // Languages with no template for the chosen mode: marked in the menu, and named as the reason.
  const missing = modeGaps(mode, streaming, LANGUAGE_ORDER);
  const chosen = choose(model, provider, result, query);
  const display = shown.snippets[chosen.index] ?? chosen.snippet;
  return {
    query,
    setQuery,
    token,
    setToken,
    chat,
    providers,
    provider,
    streaming,
    tokenMode,
    accessToken,
    mode,
    imageFile,
    result,
    missing,
    display,
    ...chosen,
  };
}

/** The snippet the query picks, or the plan's no-code answer (engine/plan/no-code.ts), worded by the engine alone. */
function choose(model: ModelRecordInput, provider: string, result: SnippetResult<Snippet>, query: URLSearchParams) {
  // A provider the plan refuses (auto with no callable provider mapped) has no code to show.
  const refused = noCodeOf(model, provider, result.snippets.length, true);
  const snippets = refused ? [] : result.snippets;
  const language = pick(query.get("language"), LANGUAGE_ORDER);
  const clients = clientsFor(snippets, language);
  const client = pick(query.get("client"), clients);
  const index = snippets.findIndex((s) => s.language === language && s.client === client);
  const snippet = snippets[index];
  const noCode = refused ?? (snippet || result.error ? undefined : noCodeOf(model, provider, snippets.length, false));
  return { snippets, language, clients, client, index, snippet, noCode };
}
