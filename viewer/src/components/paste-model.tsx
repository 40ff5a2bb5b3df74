/** A form to paste a model record as JSON; valid records open on their own model page (record in the URL). */
import { useId, useRef, useState, type FormEvent } from "react";
import { recordUrl } from "../data/model-url.js";
import { navigate } from "../router.js";
import { ErrorBox } from "./error-box.js";

export { recordUrl } from "../data/model-url.js";

export function PasteModel({ initial = "" }: { initial?: string }) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  const box = useRef<HTMLTextAreaElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema (and the engine behind it) loads only when someone actually pastes a record.
    const { readPastedRecord } = await import("../snippets/read-record.js");
    const { record, error: problem } = readPastedRecord(text);
    setError(problem);
    // The problem is shown right under the box and named by it: take the user back there.
    if (problem) box.current?.focus();
    if (record) navigate(recordUrl(JSON.stringify(record), record.id));
  };
  return (
    <form className="paste-form" onSubmit={submit}>
      <label htmlFor={id}>Model record (JSON)</label>
      <textarea
        ref={box}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        rows={8}
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder='{"id": "org/name", "pipeline_tag": "text-classification", "library_name": "transformers"}'
      />
      {error && (
        <div id={`${id}-error`}>
          <ErrorBox title="Cannot use this record">{error}</ErrorBox>
        </div>
      )}
      <button type="submit" className="button">
        Show snippets
      </button>
    </form>
  );
}
