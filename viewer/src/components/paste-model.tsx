/**
 * A form to paste a model record as JSON; a valid record opens on its own model page, the
 * record compressed into the URL fragment. A paste over the size limit is refused before it
 * is read (and before the box has to lay out megabytes of text); a bare hub id opens the
 * embedded example, or says where to get the record.
 */
import { useId, useRef, useState, type ClipboardEvent, type FormEvent, type ReactNode } from "react";
import { findExampleModel } from "../data/example-models.js";
import { classifyPaste, hubApiUrl, PASTE_LIMIT, tooLargeMessage } from "../data/record-fields.js";
import { pastedRecordUrl } from "../data/record-link.js";
import { navigate } from "../router.js";
import { ErrorBox } from "./error-box.js";

interface Problem {
  title: string;
  body: ReactNode;
}

/** `length` is exact for a paste, and a lower bound for text the box cut at its maxLength. */
function tooLarge(length: number, exact = true): Problem {
  return { title: "This paste is too large", body: tooLargeMessage(length, exact) };
}

function needsRecord(id: string): Problem {
  const url = hubApiUrl(id);
  return {
    title: `${id} is a hub id, not a record`,
    body: (
      <>
        {`${id} is not one of the embedded example models, and the viewer works offline: it needs the model's record.\nOpen this address, copy the JSON it returns and paste it here:\n`}
        <a href={url} rel="noreferrer" target="_blank">
          {url}
        </a>
      </>
    ),
  };
}

export function PasteModel({ initial = "" }: { initial?: string }) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<Problem>();
  const box = useRef<HTMLTextAreaElement>(null);
  const refuse = (found: Problem) => {
    setProblem(found);
    // The problem is shown right under the box and named by it: take the user back there.
    box.current?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // An empty box after a refused paste keeps saying why it is empty.
    if (text.trim() === "") return refuse(problem ?? { title: "Nothing to read", body: "Paste a model record (JSON) or a hub id first." });
    const kind = classifyPaste(text);
    if (kind.kind === "too-large") return refuse(tooLarge(kind.length));
    if (kind.kind === "hub-id") {
      if (findExampleModel(kind.id)) return navigate(`/models/${kind.id}`);
      return refuse(needsRecord(kind.id));
    }
    // The schema (and the engine behind it) loads only when someone actually pastes a record.
    const { readPastedRecord } = await import("../snippets/read-record.js");
    const { record, error } = readPastedRecord(text);
    if (error) return refuse({ title: "Cannot use this record", body: error });
    setProblem(undefined);
    if (record) navigate(await pastedRecordUrl(record));
  };
  // Text over the limit never stays in the box: laying out megabytes of text is what freezes a
  // tab. The value is emptied before anything can ask for layout (focusing the box would).
  const change = (target: HTMLTextAreaElement) => {
    const { length } = target.value;
    if (length > PASTE_LIMIT) {
      target.value = "";
      setText("");
      setProblem(tooLarge(length, false));
    } else setText(target.value);
  };
  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData("text/plain");
    if (text.length + pasted.length > PASTE_LIMIT) {
      event.preventDefault();
      refuse(tooLarge(text.length + pasted.length));
    }
  };
  return (
    <form className="paste-form" onSubmit={submit}>
      <label htmlFor={id}>Model record (JSON) or hub id</label>
      <textarea
        ref={box}
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : `${id}-hint`}
        rows={8}
        spellCheck={false}
        // One character over the limit: text typed or dropped in is cut there by the browser (cheaply),
        // and the change handler sees it is over. Pastes are measured whole before they go in.
        maxLength={PASTE_LIMIT + 1}
        value={text}
        onChange={(e) => change(e.target)}
        onPaste={paste}
        placeholder='{"id": "org/name", "pipeline_tag": "text-classification", "library_name": "transformers"}'
      />
      <p className="hint" id={`${id}-hint`}>
        Up to {PASTE_LIMIT.toLocaleString("en")} characters.
      </p>
      {problem && (
        <div id={`${id}-error`}>
          <ErrorBox title={problem.title}>{problem.body}</ErrorBox>
        </div>
      )}
      <button type="submit" className="button">
        Show snippets
      </button>
    </form>
  );
}
