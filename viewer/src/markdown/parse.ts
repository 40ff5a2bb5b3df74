/**
 * A parser for the Markdown subset our about pages use: headings, paragraphs, lists,
 * block quotes, fenced code, simple tables, and inline code, emphasis and links. It builds
 * a plain tree that React renders as text nodes, so raw HTML in a file stays visible text
 * and can never be injected into the page.
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "code"; text: string }
  | { kind: "strong" | "em"; children: Inline[] }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "heading"; level: number; children: Inline[]; text: string }
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "quote"; children: Inline[] }
  | { kind: "code"; language: string; text: string }
  | { kind: "table"; header: Inline[][]; rows: Inline[][][] };

/** Only web links, in-page anchors and site-relative paths; `javascript:` and friends become text. */
export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^https?:\/\//i.test(trimmed) || /^#[\w-]*$/.test(trimmed) || /^\/(?!\/)/.test(trimmed)) return trimmed;
  return undefined;
}

const INLINE =
  /(`+)([\s\S]*?[^`])\1(?!`)|\*\*([\s\S]+?)\*\*|__([\s\S]+?)__|\*([^*\s][^*]*?)\*|(?<![\w])_([^_\s][^_]*?)_(?![\w])|\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)|<(https?:\/\/[^>\s]+)>/g;

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push({ kind: "text", text: source.slice(last, index) });
    const [whole, , code, strong1, strong2, em1, em2, linkText, linkHref, autolink] = match;
    if (code !== undefined) out.push({ kind: "code", text: code.trim() === "" ? code : code.replace(/^ (.*) $/s, "$1") });
    else if (strong1 !== undefined || strong2 !== undefined) out.push({ kind: "strong", children: parseInline(strong1 ?? strong2!) });
    else if (em1 !== undefined || em2 !== undefined) out.push({ kind: "em", children: parseInline(em1 ?? em2!) });
    else if (linkText !== undefined) {
      const href = safeHref(linkHref!);
      const children = parseInline(linkText);
      if (href) out.push({ kind: "link", href, children });
      else out.push(...children);
    } else if (autolink !== undefined) out.push({ kind: "link", href: autolink, children: [{ kind: "text", text: autolink }] });
    else out.push({ kind: "text", text: whole });
    last = index + whole.length;
  }
  if (last < source.length) out.push({ kind: "text", text: source.slice(last) });
  return out;
}

const splitRow = (line: string) =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => parseInline(cell.trim()));

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;
  const isBlank = (line: string | undefined) => line === undefined || line.trim() === "";
  const startsBlock = (line: string) => /^(#{1,6}\s|```|~~~|>\s?|\s*[-*+]\s|\s*\d+[.)]\s)/.test(line);
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      i++;
      continue;
    }
    const fence = /^(```|~~~)\s*([\w+-]*)/.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.startsWith(fence[1]!)) body.push(lines[i++]!);
      i++; // the closing fence (or the end of the file)
      blocks.push({ kind: "code", language: normaliseLanguage(fence[2] ?? ""), text: body.join("\n") });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      blocks.push({ kind: "heading", level: heading[1]!.length, children: parseInline(heading[2]!), text: heading[2]! });
      i++;
      continue;
    }
    if (/^>\s?/.test(line)) {
      const body: string[] = [];
      while (i < lines.length && /^>\s?/.test(lines[i]!)) body.push(lines[i++]!.replace(/^>\s?/, ""));
      blocks.push({ kind: "quote", children: parseInline(body.join(" ")) });
      continue;
    }
    const bullet = /^\s*([-*+]|\d+[.)])\s+/;
    if (bullet.test(line)) {
      const ordered = /^\s*\d/.test(line);
      const items: string[] = [];
      while (i < lines.length && !isBlank(lines[i])) {
        const current = lines[i]!;
        if (bullet.test(current)) items.push(current.replace(bullet, ""));
        else if (items.length > 0) items[items.length - 1] += ` ${current.trim()}`; // a wrapped item line
        i++;
      }
      blocks.push({ kind: "list", ordered, items: items.map(parseInline) });
      continue;
    }
    if (line.includes("|") && /^\s*\|?\s*:?-{2,}/.test(lines[i + 1] ?? "")) {
      const header = splitRow(line);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && lines[i]!.includes("|") && !isBlank(lines[i])) rows.push(splitRow(lines[i++]!));
      blocks.push({ kind: "table", header, rows });
      continue;
    }
    const body: string[] = [];
    while (i < lines.length && !isBlank(lines[i]) && (body.length === 0 || !startsBlock(lines[i]!))) body.push(lines[i++]!.trim());
    blocks.push({ kind: "paragraph", children: parseInline(body.join(" ")) });
  }
  return blocks;
}

function normaliseLanguage(tag: string): string {
  const lower = tag.toLowerCase();
  if (lower === "py" || lower === "python") return "python";
  if (["js", "javascript", "ts", "typescript", "jsx", "tsx"].includes(lower)) return "js";
  if (["sh", "bash", "shell", "console", "zsh"].includes(lower)) return "sh";
  return lower;
}

/** The anchor id of a heading: lower-case words joined by dashes. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`*_[\]()]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}
