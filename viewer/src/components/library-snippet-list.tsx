/** A library's "use this model" snippets for one model: code blocks, notes, and errors in place. */
import { useMemo } from "react";
import type { ModelRecordInput } from "../../../engine/index.js";
import { librarySnippets } from "../snippets/engine.js";
import { CodeBlock } from "./code-block.js";
import { ErrorBox, WarningList } from "./error-box.js";

export function LibrarySnippetList({ model, nameLevel }: { model: ModelRecordInput; nameLevel: 3 | 4 }) {
  const result = useMemo(() => librarySnippets(model), [model]);
  const Name = `h${nameLevel}` as const;
  const library = model.library_name ?? "this model";
  return (
    <>
      {result.error && <ErrorBox title="The library snippet failed">{result.error}</ErrorBox>}
      <WarningList messages={result.warnings} />
      {!result.error && result.snippets.length === 0 && <p className="muted">No library snippet for {library}.</p>}
      {result.snippets.map((s, i) =>
        s.message ? (
          <p key={i} className="notice" role="note">
            {s.name && <strong>{s.name}: </strong>}
            {s.message}
          </p>
        ) : (
          <div key={i}>
            {s.name && <Name className="snippet-name">{s.name}</Name>}
            <CodeBlock code={s.content} language={s.language} label={`${s.name ?? library} snippet`} />
          </div>
        ),
      )}
    </>
  );
}
