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
  let i = 0;
  const fault = (reason: string): never => {
    throw { offset: i, reason } satisfies JsonFault;
  };
  const describe = () => (i >= text.length ? "unexpected end of input" : `unexpected ${JSON.stringify(text[i])}`);
  const skipSpace = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const expect = (char: string, what: string) => {
    skipSpace();
    if (text[i] !== char) fault(`${describe()}, expected ${what}`);
    i++;
  };
  const string = () => {
    i++; // opening quote
    while (i < text.length && text[i] !== '"') {
      const code = text.charCodeAt(i);
      if (code < 0x20) fault("control character in a string (write it as an escape such as \\n)");
      if (text[i] === "\\") {
        i++;
        if (text[i] === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fault("bad \\u escape in a string");
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? "")) fault("bad escape in a string");
      }
      i++;
    }
    if (i >= text.length) fault("unterminated string");
    i++;
  };
  const value = (): void => {
    skipSpace();
    const c = text[i];
    if (c === "{") {
      i++;
      skipSpace();
      if (text[i] === "}") return void i++;
      for (;;) {
        skipSpace();
        if (text[i] !== '"') fault(`${describe()}, expected a property name in double quotes`);
        string();
        expect(":", "':'");
        value();
        skipSpace();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "}") return void i++;
        fault(`${describe()}, expected ',' or '}'`);
      }
    }
    if (c === "[") {
      i++;
      skipSpace();
      if (text[i] === "]") return void i++;
      for (;;) {
        value();
        skipSpace();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "]") return void i++;
        fault(`${describe()}, expected ',' or ']'`);
      }
    }
    if (c === '"') return string();
    const literal = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (!literal) fault(`${describe()}, expected a value`);
    i += literal![0].length;
  };
  try {
    value();
    skipSpace();
    if (i < text.length) fault(`${describe()} after the end of the JSON value`);
    return { offset: text.length, reason: "invalid JSON" };
  } catch (found) {
    if (typeof found === "object" && found !== null && "offset" in found) return found as JsonFault;
    throw found;
  }
}
