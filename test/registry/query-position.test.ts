/** Query errors found by the registry build point at the right place in the YAML file, whatever the quoting. */
import { describe, expect, it } from "vitest";
import { checkCountDownloads, locateInFile } from "../../engine/registry/count-downloads/check.js";

/** The file text at a 1-based line and column, so each case shows what it points at. */
function at(text: string, pos: { line: number; column: number }): string {
  return text.split("\n")[pos.line - 1]!.slice(pos.column - 1);
}

describe("locateInFile", () => {
  const bad = 'path:"a" OR paht:"b"'; // the error is at offset 12
  it.each([
    ["plain", `countDownloads: ${bad}\n`, bad],
    ["single-quoted", `countDownloads: '${bad}'\n`, bad],
    ["single-quoted with a doubled quote before", `countDownloads: 'path:"it''s" OR paht:"b"'\n`, `path:"it's" OR paht:"b"`],
    ["double-quoted with escapes", `countDownloads: "path:\\"a\\" OR paht:\\"b\\""\n`, bad],
    ["literal block", `id: x\ncountDownloads: |-\n    path:"a"\n    \tOR paht:"b"\n`, 'path:"a"\n\tOR paht:"b"'],
  ])("%s", (_kind, text, query) => {
    const [problem] = checkCountDownloads("libraries/x.yaml", text, query);
    expect(problem).toBeDefined();
    expect(at(text, { line: problem!.line!, column: problem!.column! })).toMatch(/^paht:/);
    expect(problem).toMatchObject({ code: "query", file: "libraries/x.yaml", path: "countDownloads" });
  });

  it("falls back to the start of the value (the block header) for folded scalars", () => {
    const text = 'countDownloads: >-\n  path:"a"\n  OR paht:"b"\n';
    expect(locateInFile(text, ["countDownloads"], 12)).toEqual({ line: 1, column: 17 });
  });

  it("a well-formed query gives no problem", () => {
    expect(checkCountDownloads("libraries/x.yaml", "countDownloads: 'path:\"a\"'\n", 'path:"a"')).toEqual([]);
  });
});
