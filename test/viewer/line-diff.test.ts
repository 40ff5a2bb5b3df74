import { describe, expect, it } from "vitest";
import { lineDiff } from "../../viewer/src/dev/line-diff.js";

const show = (before: string, after: string) =>
  lineDiff(before, after)
    .map((l) => `${l.kind === "same" ? " " : l.kind === "removed" ? "-" : "+"}${l.text}`)
    .join("\n");

describe("line diff of a golden file against today's output", () => {
  it("keeps equal texts whole", () => {
    expect(show("a\nb\n", "a\nb\n")).toBe(" a\n b\n ");
  });

  it("shows a changed line as removed then added, between kept lines", () => {
    expect(show("import x\nx.run(1)\nprint()\n", "import x\nx.run(2)\nprint()\n")).toBe(" import x\n-x.run(1)\n+x.run(2)\n print()\n ");
  });

  it("finds lines added and removed apart", () => {
    expect(show("a\nb\nc\nd", "a\nc\nd\ne")).toBe(" a\n-b\n c\n d\n+e");
  });

  it("handles an empty side", () => {
    expect(show("", "one\ntwo")).toBe("-\n+one\n+two");
  });

  it("rebuilds both texts from its lines", () => {
    const before = "s\nt\nu\nv\nw\nx";
    const after = "t\nu\nX\nw\ny\nx\nz";
    const lines = lineDiff(before, after);
    expect(
      lines
        .filter((l) => l.kind !== "added")
        .map((l) => l.text)
        .join("\n"),
    ).toBe(before);
    expect(
      lines
        .filter((l) => l.kind !== "removed")
        .map((l) => l.text)
        .join("\n"),
    ).toBe(after);
  });
});
