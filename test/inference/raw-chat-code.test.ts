/**
 * The Go and Java chat-mode packs read the JSON body's literal out of their raw-HTTP target's code
 * (engine/inference/raw-chat-code.ts): the split keeps the lines before it, and a JSON body
 * written some other way fails loudly instead of giving mode templates an empty payload.
 */
import { describe, expect, it } from "vitest";
import { payloadParts } from "../../engine/inference/raw-chat-code.js";

const LINE = /^ {4}payload, err := json\.Marshal\(([\s\S]*)\)\n {4}check\(err\)(?:\n|$)/m;

describe("payloadParts", () => {
  it("splits the file reads from the body's literal", () => {
    const prepare = '    a := readFile("a")\n    payload, err := json.Marshal(map[string]any{\n        "x": a,\n    })\n    check(err)';
    expect(payloadParts({ prepare, body: "payload" }, LINE, "here")).toEqual({ payload: 'map[string]any{\n        "x": a,\n    }', payloadPrepare: '    a := readFile("a")' });
  });

  it("a body that is a file or a form has no literal; a JSON body written another way is an error", () => {
    expect(payloadParts({ prepare: "", body: 'readFile("x")' }, LINE, "here")).toEqual({ payload: "", payloadPrepare: "" });
    expect(() => payloadParts({ prepare: "    payload := encode(x)", body: "payload" }, LINE, "here")).toThrow(/here: the JSON body is no longer written as/);
  });
});
