/** A form to paste a model record as JSON; valid records open on their own model page (record in the URL). */
import { useId, useState, type FormEvent } from "react";
import { navigate } from "../router.js";
import { parseModel } from "../snippets/engine.js";
import { ErrorBox } from "./error-box.js";

export function recordUrl(json: string, id: string): string {
  return `/models/${id.split("/").map(encodeURIComponent).join("/")}?record=${encodeURIComponent(json)}`;
}

/** Reads a pasted record: JSON syntax first, then the model schema. */
export function readPastedRecord(text: string): { record?: { id: string }; error?: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const { model, error } = parseModel(value);
  if (!model) return { error: `Not a model record:\n${error}` };
  if (!/^[^/\s]+(\/[^/\s]+)?$/.test(model.id)) return { error: `id: "${model.id}" is not a hub id like "org/name"` };
  return { record: value as { id: string } };
}

export function PasteModel({ initial = "" }: { initial?: string }) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { record, error: problem } = readPastedRecord(text);
    setError(problem);
    if (record) navigate(recordUrl(JSON.stringify(record), record.id));
  };
  return (
    <form className="paste-form" onSubmit={submit}>
      <label htmlFor={id}>Model record (JSON)</label>
      <textarea
        id={id}
        rows={8}
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder='{"id": "org/name", "pipeline_tag": "text-classification", "library_name": "transformers"}'
      />
      <button type="submit" className="button">
        Show snippets
      </button>
      {error && <ErrorBox title="Cannot use this record">{error}</ErrorBox>}
    </form>
  );
}
