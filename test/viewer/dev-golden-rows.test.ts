/** The dev server's golden review as matrix rows (viewer/src/dev/golden-rows.ts) and its line diff on awkward texts. */
import { describe, expect, it } from "vitest";
import { differingNames, differs, goldenRows } from "../../viewer/src/dev/golden-rows.js";
import type { GoldenReviewCell } from "../../viewer/src/dev/golden-types.js";
import { lineDiff } from "../../viewer/src/dev/line-diff.js";
import type { MatrixColumn } from "../../viewer/src/snippets/matrix-types.js";

const cell = (over: Partial<GoldenReviewCell> & Pick<GoldenReviewCell, "row" | "language" | "client" | "status">): GoldenReviewCell => ({
  name: `${over.row}/${over.language}-${over.client}.txt`,
  now: `now ${over.row} ${over.client}`,
  ...over,
});
const column = (language: string, client: string): MatrixColumn => ({ key: `${language}/${client}`, language, client });
const PY = column("python", "requests");
const SH = column("sh", "curl");
const JS = column("js", "fetch");

const CELLS: GoldenReviewCell[] = [
  cell({ row: "chat/basic", language: "python", client: "requests", status: "same" }),
  cell({ row: "chat/basic", language: "sh", client: "curl", status: "differs", golden: "old curl" }),
  cell({ row: "fill-mask/plain", language: "python", client: "requests", status: "same" }),
  cell({ row: "fill-mask/plain", language: "sh", client: "curl", status: "same" }),
  cell({ row: "asr/file", language: "sh", client: "curl", status: "missing" }),
];

describe("golden cases as matrix rows", () => {
  it("differs is true for differing and missing files only", () => {
    expect(CELLS.map(differs)).toEqual([false, true, false, false, true]);
  });

  it("one row per case in first-seen order, each cell in the column of its language and client", () => {
    const rows = goldenRows({ cells: CELLS }, false);
    expect(rows.map((r) => [r.key, r.label, r.detail, r.href])).toEqual([
      ["golden:chat/basic", "chat/basic", "golden case", undefined],
      ["golden:fill-mask/plain", "fill-mask/plain", "golden case", undefined],
      ["golden:asr/file", "asr/file", "golden case", undefined],
    ]);
    const [chat, , asr] = rows;
    expect(chat!.cell(PY)).toEqual({
      state: "code",
      language: "python",
      content: "now chat/basic requests",
      golden: { name: "chat/basic/python-requests.txt", status: "same" },
    });
    // A differing cell carries the file's text as `before`; a missing one has none.
    expect(chat!.cell(SH)).toEqual({
      state: "code",
      language: "sh",
      content: "now chat/basic curl",
      golden: { name: "chat/basic/sh-curl.txt", status: "differs", before: "old curl" },
    });
    expect(asr!.cell(SH)).toEqual({ state: "code", language: "sh", content: "now asr/file curl", golden: { name: "asr/file/sh-curl.txt", status: "missing" } });
    // A column the case has no file for is empty, and so is a column of the same language but another client.
    expect(chat!.cell(JS)).toEqual({ state: "empty", reason: "no golden file" });
    expect(chat!.cell(column("python", "huggingface_hub"))).toEqual({ state: "empty", reason: "no golden file" });
  });

  it("an empty golden text is still sent as `before` (only undefined is left out)", () => {
    const [row] = goldenRows({ cells: [cell({ row: "r/c", language: "sh", client: "curl", status: "differs", golden: "" })] }, false);
    expect(row!.cell(SH)).toMatchObject({ golden: { status: "differs", before: "" } });
  });

  it("onlyDiffering drops rows where every file matches and blanks the matching cells", () => {
    const rows = goldenRows({ cells: CELLS }, true);
    expect(rows.map((r) => r.label)).toEqual(["chat/basic", "asr/file"]);
    expect(rows[0]!.cell(PY)).toEqual({ state: "empty", reason: "matches its golden file" });
    expect(rows[0]!.cell(SH)).toMatchObject({ state: "code", golden: { status: "differs" } });
    expect(rows[0]!.cell(JS)).toEqual({ state: "empty", reason: "no golden file" });
  });

  it("a later cell of the same case and column replaces the earlier one", () => {
    const rows = goldenRows(
      {
        cells: [
          cell({ row: "a/b", language: "sh", client: "curl", status: "differs", name: "first" }),
          cell({ row: "a/b", language: "sh", client: "curl", status: "same", name: "second" }),
        ],
      },
      true,
    );
    expect(rows).toEqual([]);
  });

  it("no cells, no rows", () => {
    expect(goldenRows({ cells: [] }, false)).toEqual([]);
    expect(goldenRows({ cells: [] }, true)).toEqual([]);
  });

  it("differingNames lists the files of differing and missing cells, row by row then column by column", () => {
    const rows = goldenRows({ cells: CELLS }, false);
    expect(differingNames(rows, [PY, SH, JS])).toEqual(["chat/basic/sh-curl.txt", "asr/file/sh-curl.txt"]);
    // Columns not shown name nothing, and neither do cells without a golden mark or with an error.
    expect(differingNames(rows, [PY, JS])).toEqual([]);
    expect(differingNames([], [PY, SH])).toEqual([]);
    const plain = [
      { key: "m", label: "m", detail: "", cell: () => ({ state: "code" as const, language: "sh", content: "x" }) },
      { key: "e", label: "e", detail: "", cell: () => ({ state: "error" as const, message: "boom" }) },
    ];
    expect(differingNames(plain, [SH])).toEqual([]);
  });
});

const show = (before: string, after: string) =>
  lineDiff(before, after)
    .map((l) => `${l.kind === "same" ? " " : l.kind === "removed" ? "-" : "+"}${l.text}`)
    .join("|");

describe("line diff on awkward texts", () => {
  it("two empty texts are one kept empty line", () => {
    expect(lineDiff("", "")).toEqual([{ kind: "same", text: "" }]);
  });

  it("an emptied text removes every line and adds an empty one", () => {
    expect(show("a\nb", "")).toBe("-a|-b|+");
  });

  it("repeated lines keep as many as both sides share", () => {
    expect(show("x\nx\nx", "x")).toBe(" x|-x|-x");
    expect(show("x", "x\nx\nx")).toBe(" x|+x|+x");
  });

  it("a swap keeps one line and moves the other", () => {
    expect(show("a\nb", "b\na")).toBe("-a| b|+a");
  });

  it("compares whole lines: trailing spaces and carriage returns count", () => {
    expect(show("a \nb", "a\nb")).toBe("-a |+a| b");
    expect(show("a\r\nb", "a\nb")).toBe("-a\r|+a| b");
  });

  it("a trailing newline added at the end is one added empty line", () => {
    expect(show("a\nb", "a\nb\n")).toBe(" a| b|+");
  });

  it("nothing in common: every old line, then every new one", () => {
    expect(show("1\n2\n3", "4\n5")).toBe("-1|-2|-3|+4|+5");
  });
});
