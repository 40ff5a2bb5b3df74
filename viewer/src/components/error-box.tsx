/** Errors shown where they happen, as preformatted text (messages list file, field and value). */
import type { ReactNode } from "react";

export function ErrorBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="error-box" role="alert">
      <strong>{title}</strong>
      <pre>{children}</pre>
    </div>
  );
}

/** The warnings a generator returned with its snippets: the code runs, but not quite as asked. */
export function WarningList({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="error-box error-box-soft" role="status">
      <strong>The generator warns:</strong>
      <ul>
        {messages.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
