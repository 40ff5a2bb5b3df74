/** Syntax-highlighted code with a Copy button. The copied text may differ from the shown text (masked tokens). */
import { useMemo, useState } from "react";
import { tokenize } from "../highlight/tokenize.js";

export interface CodeBlockProps {
  code: string;
  language: string;
  /** What Copy puts on the clipboard; defaults to `code`. */
  copyText?: string;
  /** Accessible name of the code region, e.g. "python snippet (requests)". */
  label?: string;
  /** Show at most this many lines (the matrix previews); the full text is still copied. */
  maxLines?: number;
  copyable?: boolean;
}

export function HighlightedCode({ code, language }: { code: string; language: string }) {
  const tokens = useMemo(() => tokenize(code, language), [code, language]);
  return (
    <code className={`language-${language}`}>
      {tokens.map((token, index) =>
        token.type === "plain" ? (
          token.text
        ) : (
          <span key={index} className={`tok-${token.type}`}>
            {token.text}
          </span>
        ),
      )}
    </code>
  );
}

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and non-secure origins: copy through a hidden text area.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("the browser refused to copy");
}

export function CodeBlock({ code, language, copyText, label, maxLines, copyable = true }: CodeBlockProps) {
  const [status, setStatus] = useState("");
  const name = label ?? `${language} code`;
  const lines = code.split("\n");
  const shown = maxLines !== undefined && lines.length > maxLines ? `${lines.slice(0, maxLines).join("\n")}\n…` : code;
  const copy = () => {
    writeClipboard(copyText ?? code).then(
      () => setStatus("Copied"),
      (error: unknown) => setStatus(`Copy failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  return (
    <div className="code-block">
      {copyable && (
        <div className="code-toolbar">
          <span className="code-language">{language}</span>
          <span className="copy-status" role="status" aria-live="polite">
            {status}
          </span>
          {/* Named after the code (a page has several Copy buttons); the name starts with the visible word. */}
          <button type="button" className="button" onClick={copy} onBlur={() => setStatus("")} aria-label={`Copy ${name}`}>
            Copy
          </button>
        </div>
      )}
      {/* ARIA allows no name on a plain <pre>: the scrollable region around it carries the name and the focus. */}
      <div className="code-scroll" role="region" aria-label={name} tabIndex={0}>
        <pre>
          <HighlightedCode code={shown} language={language} />
        </pre>
      </div>
    </div>
  );
}
