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
  const reader = new TemplateTextReader(text);
  const out: Record<string, unknown> = {};
  while (!reader.done()) {
    const [key, template] = reader.template();
    out[key] = template;
  }
  return out;
}

/** A left-to-right scan of the text; `at` is the offset of the next character to read. */
class TemplateTextReader {
  private at = 0;

  constructor(private readonly text: string) {}

  done(): boolean {
    return this.at >= this.text.length;
  }

  /** `key " " template`: the key and its template, with its inline partials when it has any. */
  template(): [string, unknown] {
    const key = this.upTo(" ");
    const inline: Record<string, unknown> = {};
    let inlines = false;
    while (this.text.startsWith("^i", this.at)) {
      this.at += 2;
      inlines = true;
      inline[this.upTo(" ")] = this.program();
    }
    const body = this.program();
    return [key, inlines ? ["i", inline, body] : body];
  }

  private fail(what: string): never {
    throw new Error(`template text: ${what} at offset ${this.at}`);
  }

  private upTo(end: string): string {
    const stop = this.text.indexOf(end, this.at);
    if (stop < 0) this.fail(`missing "${end}"`);
    const word = this.text.slice(this.at, stop);
    this.at = stop + 1;
    return word;
  }

  private program(): unknown {
    const { text } = this;
    const parts: unknown[] = [];
    let run = "";
    for (;;) {
      const mark = text.indexOf("^", this.at);
      if (mark < 0) this.fail("unterminated program");
      run += text.slice(this.at, mark);
      const op = text[mark + 1];
      this.at = mark + 2;
      if (op === "^") {
        run += "^";
        continue;
      }
      if (run) parts.push(run);
      run = "";
      if (op === "/") break;
      parts.push(this.statement(op));
    }
    if (!parts.length) return "";
    return parts.length === 1 && typeof parts[0] === "string" ? parts[0] : ["+", ...parts];
  }

  private statement(op: string | undefined): Node {
    if (op === "o") return ["o", this.expr()];
    if (op === "b") {
      const flags = Number(this.text[this.at++]);
      const kind = this.upTo(" ");
      const on = this.expr();
      const yes = flags & 1 ? this.program() : 0;
      return ["b", kind, on, yes, flags & 2 ? this.program() : 0];
    }
    if (op === "p") {
      const name = this.expr();
      const context = this.expr();
      const hash: unknown[] = [];
      while (this.text[this.at] === "=") {
        this.at++;
        hash.push([this.upTo(" "), this.expr()]);
      }
      return ["p", name, context, hash.length ? hash : 0, this.upTo(";"), this.upTo(" ")];
    }
    return this.fail(`unknown tag "^${op}"`);
  }

  private expr(): Node {
    const op = this.text[this.at++];
    switch (op) {
      case "l":
      case "L":
        return ["l", this.upTo(" "), op === "L" ? 1 : 0, this.upTo(" ")];
      case "a":
        return ["a", this.upTo(" "), this.upTo(" ")];
      case "h": {
        const call: Node = ["h", this.upTo(" ")];
        while (this.text[this.at] !== ")") call.push(this.expr());
        this.at++;
        return call;
      }
      case "s":
        return ["v", this.upTo(" ")];
      case "v": {
        const length = Number(this.upTo(":"));
        this.at += length;
        return ["v", JSON.parse(this.text.slice(this.at - length, this.at))];
      }
      case "u":
        return ["u"];
      case "c":
        return ["c"];
      default:
        return this.fail(`unknown expression "${op}"`);
    }
  }
}
