/**
 * Writes templates compiled to data (./compile-template-data.ts) in the text form that
 * engine/template-runtime/template-text.ts reads (the grammar is there). Output text stays raw, with `^`
 * doubled, so the shipped string is close to the .hbs source and smaller than the JSON of the
 * same tree. Throws on a tree or a name the form cannot hold, rather than writing text that would
 * read back differently.
 */

type Node = [string, ...unknown[]];

const WORD = /^[^ ^]*$/;

function word(value: unknown, what: string): string {
  if (typeof value !== "string" || !WORD.test(value)) throw new Error(`template text: ${what} ${JSON.stringify(value)} cannot hold a space or "^"`);
  return value;
}

/** `{ key: tree }` as one text. */
export function writeTemplates(trees: Record<string, unknown>): string {
  let out = "";
  for (const key of Object.keys(trees)) {
    out += word(key, "template key") + " ";
    const tree = trees[key];
    if (Array.isArray(tree) && tree[0] === "i") {
      const inline = tree[1] as Record<string, unknown>;
      for (const name of Object.keys(inline)) out += `^i${word(name, "inline partial")} ${program(inline[name])}`;
      out += program(tree[2]);
    } else out += program(tree);
  }
  return out;
}

function program(tree: unknown): string {
  if (typeof tree === "string") return text(tree) + "^/";
  const [tag, ...parts] = tree as Node;
  if (tag !== "+") throw new Error(`template text: not a program: ${JSON.stringify(tree)}`);
  return parts.map((part) => (typeof part === "string" ? text(part) : statement(part as Node))).join("") + "^/";
}

const text = (value: string) => value.replace(/\^/g, "^^");

function statement(node: Node): string {
  switch (node[0]) {
    case "o":
      return "^o" + expr(node[1] as Node);
    case "b": {
      const [, kind, on, yes, no] = node as [string, string, Node, unknown, unknown];
      const flags = (yes === 0 ? 0 : 1) | (no === 0 ? 0 : 2);
      return `^b${flags}${word(kind, "block")} ${expr(on)}${yes === 0 ? "" : program(yes)}${no === 0 ? "" : program(no)}`;
    }
    case "p": {
      const [, name, context, hash, indent, at] = node as [string, Node, Node, [string, Node][] | 0, string, string];
      if (!/^[ \t]*$/.test(indent)) throw new Error(`template text: partial indent ${JSON.stringify(indent)} is not blank`);
      const pairs = hash === 0 ? "" : hash.map(([key, value]) => `=${word(key, "hash key")} ${expr(value)}`).join("");
      return `^p${expr(name)}${expr(context)}${pairs}${indent};${word(at, "position")} `;
    }
    default:
      throw new Error(`template text: unknown statement ${JSON.stringify(node[0])}`);
  }
}

function expr(node: Node): string {
  switch (node[0]) {
    case "l":
      return `${node[2] ? "L" : "l"}${word(node[1], "path")} ${word(node[3], "position")} `;
    case "a":
      return `a${word(node[1], "data name")} ${word(node[2], "position")} `;
    case "h":
      return `h${word(node[1], "helper")} ${(node.slice(2) as Node[]).map(expr).join("")})`;
    case "v": {
      const value = node[1];
      if (typeof value === "string" && value !== "" && WORD.test(value)) return `s${value} `;
      const json = JSON.stringify(value);
      return `v${json.length}:${json}`;
    }
    case "u":
    case "c":
      return node[0];
    default:
      throw new Error(`template text: unknown expression ${JSON.stringify(node[0])}`);
  }
}
