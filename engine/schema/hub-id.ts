/**
 * The one rule for a hub model id, used wherever a string is taken as one (the command line's
 * model argument, the viewer's paste box and pasted records, the tool layer). The hub allows,
 * as huggingface_hub's repo id check says: "name" or "namespace/name" (owner/name), 1 to 96
 * characters in all, only ASCII letters, digits, "-", "_" and "."; each part starts and ends
 * with a letter, a digit or "_"; no "--" or ".." anywhere; no ".git" ending. An id that passes
 * is also safe as a URL path: it can never be ".", ".." or carry a quote, "$", "<" or ">".
 */
export const HUB_ID_MAX_LENGTH = 96;

const ALLOWED = /^[A-Za-z0-9._-]$/;
const EDGE = /^[A-Za-z0-9_]$/;

/** Whether `id` is a hub model id (`hubIdProblems` says why not). */
export function isHubId(id: string): boolean {
  return hubIdProblems(id).length === 0;
}

/** Every rule the id breaks, each as a sentence naming the offending part; [] for a valid id. */
export function hubIdProblems(id: string): string[] {
  if (id === "") return ["the id is empty"];
  const problems: string[] = [];
  if (id.length > HUB_ID_MAX_LENGTH) problems.push(`it is ${id.length} characters long; the hub allows at most ${HUB_ID_MAX_LENGTH}`);
  const parts = id.split("/");
  if (parts.length > 2) problems.push(`it has ${parts.length - 1} "/"; an id is "name" or "namespace/name"`);
  const bad = [...new Set([...id].filter((c) => c !== "/" && !ALLOWED.test(c)))];
  if (bad.length > 0) problems.push(`it contains ${bad.map(describe).join(", ")}; only letters, digits, "-", "_" and "." are allowed`);
  parts.forEach((part, index) => {
    const which = parts.length === 1 ? "the name" : index === 0 ? "the namespace" : "the name";
    if (part === "") problems.push(`${which} is empty`);
    else if (!EDGE.test(part[0]!) || !EDGE.test(part.at(-1)!)) problems.push(`${which} "${part}" must start and end with a letter, a digit or "_"`);
  });
  for (const sequence of ["--", ".."]) if (id.includes(sequence)) problems.push(`it contains "${sequence}", which the hub forbids`);
  if (id.endsWith(".git")) problems.push(`it ends with ".git"`);
  return problems;
}

function describe(character: string): string {
  if (character === " ") return "a space";
  if (/\s/.test(character)) return `a whitespace character (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})`;
  return JSON.stringify(character);
}
