/** The snippet area's controls: Language, Client, Provider, the chat mode and Streaming, and the access-token choice. */
import { useId } from "react";
import type { ModelRecordInput } from "../../../engine/index.js";
import { isVisionChatModel, modeLabel } from "../snippets/chat-mode.js";
import { LANGUAGE_LABELS, LANGUAGE_ORDER } from "../snippets/selection.js";
import { ChatModeFields } from "./chat-mode-fields.js";
import { SelectField } from "./select-field.js";
import type { useSnippetChoice } from "./use-snippet-choice.js";

type Choice = ReturnType<typeof useSnippetChoice>;

export function SnippetControls({ choice, model }: { choice: Choice; model: ModelRecordInput }) {
  const { language, clients, client, providers, provider, chat, mode, imageFile, streaming, missing, setQuery } = choice;
  const id = useId();
  return (
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
            id={`${id}-stream`}
            type="checkbox"
            role="switch"
            checked={streaming}
            onChange={(e) => setQuery({ streaming: e.target.checked ? "1" : undefined })}
          />
          <label htmlFor={`${id}-stream`}>Streaming</label>
        </div>
      )}
    </div>
  );
}

/** Read the token from the environment, or paste one: shown masked, put in the code only by Copy. */
export function TokenChoice({ choice }: { choice: Choice }) {
  const { tokenMode, token, setToken, setQuery } = choice;
  const id = useId();
  return (
    <fieldset className="token-choice">
      <legend>Access token</legend>
      <div className="field-check">
        <input id={`${id}-env`} type="radio" name={`${id}-token`} checked={tokenMode === "env"} onChange={() => setQuery({ token: undefined })} />
        <label htmlFor={`${id}-env`}>Read it from the environment (HF_TOKEN, or the key variable the client uses)</label>
      </div>
      <div className="field-check">
        <input id={`${id}-paste`} type="radio" name={`${id}-token`} checked={tokenMode === "paste"} onChange={() => setQuery({ token: "paste" })} />
        <label htmlFor={`${id}-paste`}>Use a token I paste</label>
      </div>
      {tokenMode === "paste" && (
        <div className="field">
          <label htmlFor={`${id}-value`}>Token</label>
          <input id={`${id}-value`} type="password" autoComplete="off" spellCheck={false} value={token} onChange={(e) => setToken(e.target.value)} />
          <p className="hint">Shown masked below; Copy puts the real token in the code. It never leaves this page.</p>
        </div>
      )}
    </fieldset>
  );
}
