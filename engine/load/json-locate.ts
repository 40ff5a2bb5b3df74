/**
 * Finds the first fault in a text that JSON.parse rejected, as an offset and a short reason.
 * V8's own messages only sometimes carry a position, so a small scanner that follows the JSON
 * grammar answers instead. It only runs after a failure, so it is written for clarity.
 */

export interface JsonFault {
  offset: number;
  reason: string;
}

export function findJsonFault(text: string): JsonFault {
  const scanner = new FaultScanner(text);
  try {
    scanner.document();
    return { offset: text.length, reason: "invalid JSON" };
  } catch (found) {
    if (found instanceof Fault) return { offset: found.offset, reason: found.reason };
    throw found;
  }
}

class Fault {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {}
}

/** A recursive-descent walk over the JSON grammar that throws a `Fault` at the first error. */
class FaultScanner {
  private i = 0;

  constructor(private readonly text: string) {}

  document(): void {
    this.value();
    this.skipSpace();
    if (this.i < this.text.length) this.fault(`${this.describe()} after the end of the JSON value`);
  }

  private fault(reason: string): never {
    throw new Fault(this.i, reason);
  }

  private describe(): string {
    return this.i >= this.text.length ? "unexpected end of input" : `unexpected ${JSON.stringify(this.text[this.i])}`;
  }

  private skipSpace(): void {
    while (this.i < this.text.length && " \t\n\r".includes(this.text[this.i]!)) this.i++;
  }

  private expect(char: string, what: string): void {
    this.skipSpace();
    if (this.text[this.i] !== char) this.fault(`${this.describe()}, expected ${what}`);
    this.i++;
  }

  private value(): void {
    this.skipSpace();
    const c = this.text[this.i];
    if (c === "{") return this.object();
    if (c === "[") return this.array();
    if (c === '"') return this.string();
    const literal = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(this.text.slice(this.i, this.i + 400));
    if (!literal) this.fault(`${this.describe()}, expected a value`);
    this.i += literal[0].length;
  }

  private object(): void {
    this.i++;
    this.skipSpace();
    if (this.text[this.i] === "}") return void this.i++;
    for (;;) {
      this.skipSpace();
      if (this.text[this.i] !== '"') this.fault(`${this.describe()}, expected a property name in double quotes`);
      this.string();
      this.expect(":", "':'");
      this.value();
      if (this.closes("}")) return;
    }
  }

  private array(): void {
    this.i++;
    this.skipSpace();
    if (this.text[this.i] === "]") return void this.i++;
    for (;;) {
      this.value();
      if (this.closes("]")) return;
    }
  }

  /** After a member: true past the closing bracket, false past a comma; anything else is the fault. */
  private closes(close: "}" | "]"): boolean {
    this.skipSpace();
    const c = this.text[this.i];
    if (c === "," || c === close) {
      this.i++;
      return c === close;
    }
    return this.fault(`${this.describe()}, expected ',' or '${close}'`);
  }

  private string(): void {
    this.i++; // opening quote
    const { text } = this;
    while (this.i < text.length && text[this.i] !== '"') {
      if (text.charCodeAt(this.i) < 0x20) this.fault("control character in a string (write it as an escape such as \\n)");
      if (text[this.i] === "\\") this.escape();
      this.i++;
    }
    if (this.i >= text.length) this.fault("unterminated string");
    this.i++;
  }

  private escape(): void {
    this.i++;
    const c = this.text[this.i];
    if (c === "u") {
      if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.i + 1, this.i + 5))) this.fault("bad \\u escape in a string");
      this.i += 4;
    } else if (!'"\\/bfnrt'.includes(c ?? "")) this.fault("bad escape in a string");
  }
}
