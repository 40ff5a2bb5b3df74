/**
 * The chat modes' raw-HTTP templates send the payload, change it (a tool call and its result
 * added) and send it again, so they need the body as a value, not as bytes. Languages whose
 * raw-HTTP target writes the JSON body as "literal, then turned into bytes" in its `prepare`
 * code (Go, Java) split that code here, in their plugin's `rawChatCode`.
 */

/**
 * Splits a raw-HTTP target's `prepare` code into the lines other than the JSON body's
 * (`payloadPrepare`: files read) and the body's literal (`payload`): the first group of `line`,
 * which must match the whole line(s) that turn the literal into bytes. Throws when the body is
 * JSON (`code.body` is `payload`) and the line is not found: the target writes it another way now,
 * and the mode templates would print an empty payload.
 */
export function payloadParts(code: Readonly<Record<string, string>>, line: RegExp, where: string): { payload: string; payloadPrepare: string } {
  const prepare = code.prepare ?? "";
  const match = line.exec(prepare);
  if (!match) {
    if (code.body === "payload") throw new Error(`${where}: the JSON body is no longer written as ${line}; update the pattern to the raw-HTTP target's code`);
    return { payload: "", payloadPrepare: "" };
  }
  return { payload: match[1]!, payloadPrepare: (prepare.slice(0, match.index) + prepare.slice(match.index + match[0].length)).trimEnd() };
}
