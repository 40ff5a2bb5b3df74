/**
 * The viewer's model page for a pasted record (the record in the URL fragment, as the paste
 * form links it), rendered to static HTML, and the text lines of its `data-testid="model-plan"`
 * element and of every notice on the page, read with a small HTML walker of this test's own.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { LocationProvider } from "../../viewer/src/router.js";
import ModelPage from "../../viewer/src/routes/model-page.js";

export function renderModelPage(raw: Record<string, unknown>, query = ""): string {
  const id = String(raw.id);
  const url = `/models/${id.split("/").map(encodeURIComponent).join("/")}${query}#record=${encodeURIComponent(JSON.stringify(raw))}`;
  return renderToStaticMarkup(
    <LocationProvider url={url}>
      <ModelPage id={id} />
    </LocationProvider>,
  );
}

/** The text of every notice on the page (`class="notice"`: the snippet area's, the local apps', …), one per entry. */
export function noticesOf(html: string): string[] {
  const out: string[] = [];
  for (let at = html.indexOf('class="notice"'); at >= 0; at = html.indexOf('class="notice"', at + 1)) {
    const inner = elementWith(html, 'class="notice"', at);
    if (inner !== undefined) out.push(textLines(inner).replace(/\n/g, " "));
  }
  return out;
}

/** The inner HTML of the first element carrying `attribute` (from `from` on), its end found by counting tags of its name. */
export function elementWith(html: string, attribute: string, from = 0): string | undefined {
  const at = html.indexOf(attribute, from);
  if (at < 0) return undefined;
  const start = html.lastIndexOf("<", at);
  const name = /^<([a-zA-Z][\w-]*)/.exec(html.slice(start))?.[1];
  if (!name) return undefined;
  const open = html.indexOf(">", at) + 1;
  const tags = new RegExp(`<(/?)${name}(?=[\\s>/])[^>]*>`, "g");
  tags.lastIndex = open;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : m[0].endsWith("/>") ? 0 : 1;
    if (depth === 0) return html.slice(open, m.index);
  }
  return undefined;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text a reader sees, a line per block element (paragraph, list item, row, term, line break). */
export function textLines(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/?(?:p|div|li|ul|ol|dl|dt|dd|tr|table|h[1-6]|pre|section|header|footer)\b[^>]*>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, e: string) =>
      e.startsWith("#x") ? String.fromCodePoint(parseInt(e.slice(2), 16)) : e.startsWith("#") ? String.fromCodePoint(Number(e.slice(1))) : (ENTITIES[e] ?? all),
    )
    .split("\n")
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}
