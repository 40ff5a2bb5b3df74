/**
 * The model page's snippet area: inference snippets with Language / Client / Provider
 * controls, a Streaming switch for chat models, a token choice, and the library's own
 * "use this model" snippets. The choices live in the URL query (a link reproduces the
 * view); a pasted token never does.
 */
import { useId, useMemo, useState } from "react";
import { describeTaskSource, type ModelRecordInput, type Snippet } from "../../../engine/index.js";
import { noCodeSentence } from "../../../engine/plan/index.js";
import { useQuery } from "../router.js";
import { inferenceSnippets, type SnippetResult } from "../snippets/engine.js";
import { noCodeOf } from "../snippets/model-plan.js";
import { clientsFor, defaultProvider, isChatModel, LANGUAGE_LABELS, LANGUAGE_ORDER, maskToken, pick, providerOptions } from "../snippets/selection.js";
import { CodeBlock } from "./code-block.js";
import { ErrorBox, WarningList } from "./error-box.js";
import { LibrarySnippetList } from "./library-snippet-list.js";
import { Section } from "./section-heading.js";
import { SelectField } from "./select-field.js";
import { ChatModeFields } from "./chat-mode-fields.js";
import { chatModeRequest, isVisionChatModel, modeGaps, modeLabel, pickMode, PLAIN_MODE } from "../snippets/chat-mode.js";

export function SnippetArea({ model }: { model: ModelRecordInput }) {
  const [query, setQuery] = useQuery();
  const [token, setToken] = useState("");
  const tokenId = useId();
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

  const { snippets, language, clients, client, index, snippet, noCode } = choose(model, provider, result, query);
  const display = shown.snippets[index] ?? snippet;

  return (
    <Section id="inference" title="Inference snippets">
      <div className="controls" role="group" aria-label="Snippet options">
        <SelectField
          label="Language"
          value={language}
          options={LANGUAGE_ORDER.map((l) => ({
            value: l,
            label: missing.has(l) ? `${LANGUAGE_LABELS[l]} (no ${modeLabel(mode)} snippet)` : LANGUAGE_LABELS[l],
          }))}
          onChange={(value) => setQuery({ language: value, client: undefined })}
        />
        <SelectField
          label="Client"
          value={client}
          options={clients.length > 0 ? clients.map((c) => ({ value: c })) : [{ value: "", label: "none available" }]}
          onChange={(value) => setQuery({ client: value })}
          disabled={clients.length === 0}
        />
        <SelectField label="Provider" value={provider} options={providers.map((p) => ({ value: p }))} onChange={(value) => setQuery({ provider: value })} />
        {chat && <ChatModeFields mode={mode} imageFile={imageFile} vision={isVisionChatModel(model)} onChange={setQuery} />}
        {chat && (
          <div className="field field-check">
            <input
              id={`${tokenId}-stream`}
              type="checkbox"
              role="switch"
              checked={streaming}
              onChange={(e) => setQuery({ streaming: e.target.checked ? "1" : undefined })}
            />
            <label htmlFor={`${tokenId}-stream`}>Streaming</label>
          </div>
        )}
      </div>
      <fieldset className="token-choice">
        <legend>Access token</legend>
        <div className="field-check">
          <input id={`${tokenId}-env`} type="radio" name={`${tokenId}-token`} checked={tokenMode === "env"} onChange={() => setQuery({ token: undefined })} />
          <label htmlFor={`${tokenId}-env`}>Read it from the environment (HF_TOKEN, or the key variable the client uses)</label>
        </div>
        <div className="field-check">
          <input id={`${tokenId}-paste`} type="radio" name={`${tokenId}-token`} checked={tokenMode === "paste"} onChange={() => setQuery({ token: "paste" })} />
          <label htmlFor={`${tokenId}-paste`}>Use a token I paste</label>
        </div>
        {tokenMode === "paste" && (
          <div className="field">
            <label htmlFor={`${tokenId}-value`}>Token</label>
            <input id={`${tokenId}-value`} type="password" autoComplete="off" spellCheck={false} value={token} onChange={(e) => setToken(e.target.value)} />
            <p className="hint">Shown masked below; Copy puts the real token in the code. It never leaves this page.</p>
          </div>
        )}
      </fieldset>
      {noCode && (
        <p className="notice" role="note" data-testid="no-code">
          {noCodeSentence(noCode)}
        </p>
      )}
      {snippet?.taskSource && (
        <p className="notice" role="note">
          {describeTaskSource(snippet.taskSource)}
        </p>
      )}
      {result.error && <ErrorBox title="The snippet generator failed">{result.error}</ErrorBox>}
      <WarningList messages={result.warnings} />
      {snippet && accessToken && !snippet.content.includes(accessToken) && (
        <p className="notice" role="note">
          This snippet does not use the pasted token: {client} reads its own key (see the code&apos;s comments).
        </p>
      )}
      {snippet && display ? (
        <CodeBlock code={display.content} copyText={snippet.content} language={language} label={`${LANGUAGE_LABELS[language]} snippet using ${client}`} />
      ) : noCode ? null : missing.has(language) ? (
        <p className="notice" role="status">
          The {modeLabel(mode)} mode has no {LANGUAGE_LABELS[language]} snippet{streaming ? " that streams" : ""} yet
          {LANGUAGE_ORDER.some((l) => !missing.has(l))
            ? `; it is available in ${LANGUAGE_ORDER.filter((l) => !missing.has(l))
                .map((l) => LANGUAGE_LABELS[l])
                .join(", ")}.`
            : "."}
        </p>
      ) : (
        !result.error && (
          <p className="notice" role="status">
            No {LANGUAGE_LABELS[language]} snippet for provider <code>{provider}</code>
            {snippets.length > 0 ? "; try another language." : "."}
          </p>
        )
      )}
      <LibrarySnippets model={model} />
    </Section>
  );
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

function LibrarySnippets({ model }: { model: ModelRecordInput }) {
  return (
    <Section id="use-this-model" level={3} title={`Use this model${model.library_name ? ` with ${model.library_name}` : ""}`}>
      <LibrarySnippetList model={model} nameLevel={4} />
    </Section>
  );
}
