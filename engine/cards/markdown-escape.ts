/**
 * Markdown escaping for the usage cards: the only place a card turns text into Markdown. Every
 * string that comes from a model record or a request (ids, provider ids, file names, labels)
 * reaches a card through one of these, so a hostile id cannot start a heading, a list, a link,
 * an HTML block or a code fence of its own. Block structure is decided line by line before any
 * inline parsing, so every helper first folds line breaks (and other control characters) into
 * spaces: a value always stays on the line it was put on.
 */

/** Line breaks, tabs and other control characters, which could end the line a value is on. */
const CONTROL = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/g;

const oneLine = (text: string) => text.replace(CONTROL, " ");

/** The longest run of backticks in `text` (a regular expression: a card's code is long and has few). */
function longestRun(text: string): number {
  if (!text.includes("`")) return 0;
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

/**
 * A code span holding `text` exactly (on one line): fenced with one backtick more than its
 * longest backtick run, padded with a space when it starts or ends with a backtick or a space
 * (CommonMark strips one space from each side of such a span).
 */
export function codeSpan(text: string): string {
  const value = oneLine(text);
  const fence = "`".repeat(longestRun(value) + 1);
  const pad = /^[` ]|[` ]$/.test(value) || value === "" ? " " : "";
  return `${fence}${pad}${value}${pad}${fence}`;
}

/**
 * The characters of our prose that would change its rendering where they stand: a backslash
 * before punctuation, a backtick, `*` and `~` (emphasis, strike-through), `_` unless inside a
 * word (`HF_TOKEN` renders as written), `]` before `(`, `[` or `:` (a link or a definition),
 * `<` before a tag or an autolink, `&` that spells an entity. Brackets, `|`, `!` and `>` elsewhere
 * render as themselves, so `choices[0].message.tool_calls` stays readable in the raw text.
 */
const INLINE = /\\(?=[!-/:-@[-`{-~])|[`*~]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])|\](?=[([:])|<(?=[A-Za-z/!?])|&(?=#?[A-Za-z0-9]+;)/g;

/**
 * Our own prose on one line, with every character escaped that would open an inline construct
 * there, and a leading one that could open a block (a heading, a list, a quote). Values from a
 * record never go through here but through `codeSpan`: GFM turns a bare `www.…` or `https://…`
 * in text into a link whatever its escapes.
 */
export function text(value: string): string {
  return oneLine(value)
    .replace(INLINE, (c) => `\\${c}`)
    .replace(/^(\s*)([#>+=-]|\d+[.)])/, (_m, space: string, mark: string) => `${space}${mark.replace(/^(\d*)(.)/, "$1\\$2")}`);
}

/**
 * A line written as it is when it renders as written (nothing `text` would escape, no link of
 * GFM's but the hub's own URLs), else as one code span: lines that mix our words with record
 * values (the plan's lines) stay greppable on real records and inert on hostile ones.
 */
export function plainOrCode(line: string): string {
  const links = line.match(/www\.|:\/\//gi) ?? [];
  const hubOnly = links.length === (line.match(/https:\/\/huggingface\.co\//g) ?? []).length;
  return text(line) === line && hubOnly ? line : codeSpan(line);
}

/**
 * A link destination: percent-encoded so it holds no space, bracket, parenthesis, angle bracket,
 * backslash or quote (nothing that could end it or start a title), written in angle brackets.
 */
export function linkUrl(url: string): string {
  const safe = oneLine(url).replace(/[\s<>()[\]\\"'`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
  return `<${safe}>`;
}

/** A link whose text is `label` as plain text. */
export function link(label: string, url: string): string {
  return `[${text(label)}](${linkUrl(url)})`;
}

/** A link whose text is `label` as a code span (ids, file names). */
export function codeLink(label: string, url: string): string {
  return `[${codeSpan(label)}](${linkUrl(url)})`;
}

/** Fenced code: a fence longer than any backtick run in the code, the language as info string. */
export function fence(code: string, language: string): string {
  const marks = "`".repeat(Math.max(3, longestRun(code) + 1));
  // The trailing line breaks cut by hand: /\n+$/ tries a match at every line break of the code.
  let end = code.length;
  while (end > 0 && code.charCodeAt(end - 1) === 10) end--;
  return `${marks}${language}\n${code.slice(0, end)}\n${marks}`;
}

/** A percent-encoded path segment (also `!'()*`, which encodeURIComponent keeps). */
export function urlSegment(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
