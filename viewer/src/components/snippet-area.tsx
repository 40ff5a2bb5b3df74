/**
 * The model page's snippet area: inference snippets with Language / Client / Provider
 * controls, a Streaming switch for chat models, a token choice, and the library's own
 * "use this model" snippets. The choices live in the URL query (a link reproduces the
 * view); a pasted token never does (./use-snippet-choice.ts).
 */
import { describeTaskSource, type ModelRecordInput } from "../../../engine/index.js";
import { noCodeSentence } from "../../../engine/plan/index.js";
import { modeLabel } from "../snippets/chat-mode.js";
import { LANGUAGE_LABELS, LANGUAGE_ORDER } from "../snippets/selection.js";
import { CodeBlock } from "./code-block.js";
import { ErrorBox, WarningList } from "./error-box.js";
import { LibrarySnippetList } from "./library-snippet-list.js";
import { Section } from "./section-heading.js";
import { SnippetControls, TokenChoice } from "./snippet-controls.js";
import { useSnippetChoice } from "./use-snippet-choice.js";

type Choice = ReturnType<typeof useSnippetChoice>;

export function SnippetArea({ model }: { model: ModelRecordInput }) {
  const choice = useSnippetChoice(model);
  const { noCode, snippet, result, accessToken, client } = choice;
  return (
    <Section id="inference" title="Inference snippets">
      <SnippetControls choice={choice} model={model} />
      <TokenChoice choice={choice} />
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
      <ShownSnippet choice={choice} />
      <LibrarySnippets model={model} />
    </Section>
  );
}

/** The chosen snippet (token masked, Copy takes the real one), or why there is none. */
function ShownSnippet({ choice }: { choice: Choice }) {
  const { snippet, display, noCode, missing, language, client, mode, streaming, result, provider, snippets } = choice;
  if (snippet && display)
    return <CodeBlock code={display.content} copyText={snippet.content} language={language} label={`${LANGUAGE_LABELS[language]} snippet using ${client}`} />;
  if (noCode) return null;
  if (missing.has(language)) {
    const others = LANGUAGE_ORDER.filter((l) => !missing.has(l));
    return (
      <p className="notice" role="status">
        The {modeLabel(mode)} mode has no {LANGUAGE_LABELS[language]} snippet{streaming ? " that streams" : ""} yet
        {others.length > 0 ? `; it is available in ${others.map((l) => LANGUAGE_LABELS[l]).join(", ")}.` : "."}
      </p>
    );
  }
  if (result.error) return null;
  return (
    <p className="notice" role="status">
      No {LANGUAGE_LABELS[language]} snippet for provider <code>{provider}</code>
      {snippets.length > 0 ? "; try another language." : "."}
    </p>
  );
}

function LibrarySnippets({ model }: { model: ModelRecordInput }) {
  return (
    <Section id="use-this-model" level={3} title={`Use this model${model.library_name ? ` with ${model.library_name}` : ""}`}>
      <LibrarySnippetList model={model} nameLevel={4} />
    </Section>
  );
}
