import { describe, expect, it } from "vitest";
import { rememberByText } from "../../scripts/registry/remember.js";

describe("rememberByText", () => {
  it("answers the same texts from memory and other texts anew", () => {
    let calls = 0;
    const f = rememberByText((a: string, b: string) => ({ joined: `${a}|${b}`, call: ++calls }));
    const first = f("x", "y");
    expect(f("x", "y")).toBe(first);
    // The arguments are kept apart: ("x\0y", "") is not ("x", "y").
    expect(f("x\0y", "").call).toBe(2);
    expect(f("x", "z")).toEqual({ joined: "x|z", call: 3 });
  });

  it("does not remember a call that throws", () => {
    let calls = 0;
    const f = rememberByText((text: string) => {
      calls++;
      if (text === "bad") throw new Error("bad text");
      return text.length;
    });
    expect(() => f("bad")).toThrow("bad text");
    expect(() => f("bad")).toThrow("bad text");
    expect(calls).toBe(2);
  });

  it("starts afresh past its limit", () => {
    let calls = 0;
    const f = rememberByText((text: string) => `${text}${++calls}`, 2);
    f("a");
    f("b");
    f("c");
    expect(f("a")).toBe("a4");
  });
});
