/**
 * Reads the text form of a language's templates (written at build time by
 * scripts/registry/template-text.ts) back into the data tree that ./template-data.ts builds into
 * functions. The text keeps each template's output text raw; only the tag mark `^` is escaped
 * (as `^^`). Whitespace control and standalone lines were applied at build time, so reading is
 * a single left-to-right scan with no Handlebars logic.
 *
 *   file       := (key " " template)*
 *   template   := ("^i" name " " program)* program
 *   program    := (text | "^^" | statement)* "^/"
 *   statement  := "^o" expr                                    print
 *               | "^b" flags kind " " expr [program] [program]   block; flags 1 = has a body, 2 = has an else
 *               | "^p" expr expr ("=" key " " expr)* indent ";" at " "   partial: name, context, hash
 *   expr       := ("l" | "L") path " " at " "                   lookup, L = strict
 *               | "a" name " " at " "                            @data
 *               | "h" name " " expr* ")"                         helper call
 *               | "s" word " "                                   string without space or ^
 *               | "v" length ":" json                            any other literal
 *               | "u" | "c"                                      undefined, the current context
 */

type Node = [string, ...unknown[]];

/** Every template of `text`, by key, as a data tree. Throws on text it cannot read. */
export function readTemplates(text: string): Record<string, unknown> {
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`template text: ${what} at offset ${at}`);
  };
  const upTo = (end: string): string => {
    const stop = text.indexOf(end, at);
    if (stop < 0) fail(`missing "${end}"`);
    const word = text.slice(at, stop);
    at = stop + 1;
    return word;
  };
  const program = (): unknown => {
    const parts: unknown[] = [];
    let run = "";
    for (;;) {
      const mark = text.indexOf("^", at);
      if (mark < 0) fail("unterminated program");
      run += text.slice(at, mark);
      const op = text[mark + 1];
      at = mark + 2;
      if (op === "^") {
        run += "^";
        continue;
      }
      if (run) parts.push(run);
      run = "";
      if (op === "/") break;
      parts.push(statement(op));
    }
    if (!parts.length) return "";
    return parts.length === 1 && typeof parts[0] === "string" ? parts[0] : ["+", ...parts];
  };
  const statement = (op: string | undefined): Node => {
    if (op === "o") return ["o", expr()];
    if (op === "b") {
      const flags = Number(text[at++]);
      const kind = upTo(" ");
      const on = expr();
      const yes = flags & 1 ? program() : 0;
      return ["b", kind, on, yes, flags & 2 ? program() : 0];
    }
    if (op === "p") {
      const name = expr();
      const context = expr();
      const hash: unknown[] = [];
      while (text[at] === "=") {
        at++;
        hash.push([upTo(" "), expr()]);
      }
      return ["p", name, context, hash.length ? hash : 0, upTo(";"), upTo(" ")];
    }
    return fail(`unknown tag "^${op}"`);
  };
  const expr = (): Node => {
    const op = text[at++];
    switch (op) {
      case "l":
      case "L":
        return ["l", upTo(" "), op === "L" ? 1 : 0, upTo(" ")];
      case "a":
        return ["a", upTo(" "), upTo(" ")];
      case "h": {
        const call: Node = ["h", upTo(" ")];
        while (text[at] !== ")") call.push(expr());
        at++;
        return call;
      }
      case "s":
        return ["v", upTo(" ")];
      case "v": {
        const length = Number(upTo(":"));
        at += length;
        return ["v", JSON.parse(text.slice(at - length, at))];
      }
      case "u":
        return ["u"];
      case "c":
        return ["c"];
      default:
        return fail(`unknown expression "${op}"`);
    }
  };
  const out: Record<string, unknown> = {};
  while (at < text.length) {
    const key = upTo(" ");
    const inline: Record<string, unknown> = {};
    let inlines = false;
    while (text.startsWith("^i", at)) {
      at += 2;
      inlines = true;
      inline[upTo(" ")] = program();
    }
    const body = program();
    out[key] = inlines ? ["i", inline, body] : body;
  }
  return out;
}
