/** Text with highlighted token spans (entities, parts of speech…) and a legend of their types. */
import { Fragment, type ReactNode } from "react";

interface Span {
  type: string;
  start: number;
  end: number;
}

/** Colour pairs (see app.css) with AA contrast between text and background; types cycle through them. */
const PALETTE = 6;

export function tokenPieces(content: string, tokens: Span[]): { text: string; type?: string }[] {
  // Spans are kept in order and clipped so an overlapping or out-of-range span cannot garble the text.
  const sorted = [...tokens].sort((a, b) => a.start - b.start);
  const pieces: { text: string; type?: string }[] = [];
  let cursor = 0;
  for (const span of sorted) {
    const start = Math.max(span.start, cursor);
    const end = Math.min(span.end, content.length);
    if (end <= start) continue;
    if (start > cursor) pieces.push({ text: content.slice(cursor, start) });
    pieces.push({ text: content.slice(start, end), type: span.type });
    cursor = end;
  }
  if (cursor < content.length) pieces.push({ text: content.slice(cursor) });
  return pieces;
}

export function TokenText({ content, tokens }: { content: string; tokens: Span[] }) {
  const types = [...new Set(tokens.map((t) => t.type))];
  const colour = (type: string) => `token-c${types.indexOf(type) % PALETTE}`;
  const body: ReactNode[] = tokenPieces(content, tokens).map((piece, index) =>
    piece.type ? (
      <mark key={index} className={`token ${colour(piece.type)}`}>
        {piece.text}
        <span className="token-type">{piece.type}</span>
      </mark>
    ) : (
      <Fragment key={index}>{piece.text}</Fragment>
    ),
  );
  return (
    <div className="token-text">
      <p>{body}</p>
      {types.length > 0 && (
        <ul className="legend" aria-label="Legend">
          {types.map((type) => (
            <li key={type}>
              <span className={`swatch ${colour(type)}`} aria-hidden="true" />
              {type}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
