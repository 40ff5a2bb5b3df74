/** The countDownloads query parser: structure, precedence, and errors that point at a column. */
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatCountDownloadsQuery,
  matchesCountDownloadsQuery,
  parseCountDownloadsQuery,
  QuerySyntaxError,
  type CountDownloadsQuery,
} from "../../engine/index.js";
import { QUERY_FIELDS } from "../../engine/registry/count-downloads/parse.js";
import { ROOT } from "../support/reference.js";
import { expectGolden } from "../support/golden.js";

const parse = parseCountDownloadsQuery;

describe("parsing", () => {
  it("reads each kind of term", () => {
    expect(parse('path:"a/b.json"')).toEqual({ kind: "term", field: "path", value: "a/b.json" });
    expect(parse('path_extension:"gguf"')).toEqual({ kind: "term", field: "path_extension", value: "gguf" });
    expect(parse('path_filename:"config"')).toEqual({ kind: "term", field: "path_filename", value: "config" });
    expect(parse('path_prefix:"checkpoints/"')).toEqual({ kind: "term", field: "path_prefix", value: "checkpoints/" });
    expect(parse('_exists_:"path_prefix"')).toEqual({ kind: "exists", field: "path_prefix" });
    expect(parse('path:"say \\"hi\\" \\\\ there"')).toEqual({ kind: "term", field: "path", value: 'say "hi" \\ there' });
  });

  it("AND binds tighter than OR; parentheses override", () => {
    const a = { kind: "term", field: "path", value: "a" };
    const b = { kind: "term", field: "path", value: "b" };
    const c = { kind: "term", field: "path", value: "c" };
    expect(parse('path:"a" OR path:"b" AND path:"c"')).toEqual({ kind: "or", operands: [a, { kind: "and", operands: [b, c] }] });
    expect(parse('path:"a" AND path:"b" OR path:"c"')).toEqual({ kind: "or", operands: [{ kind: "and", operands: [a, b] }, c] });
    expect(parse('(path:"a" OR path:"b") AND path:"c"')).toEqual({ kind: "and", operands: [{ kind: "or", operands: [a, b] }, c] });
    expect(parse('((path:"a"))')).toEqual(a);
    // The difference shows in evaluation: "c" alone satisfies the first reading, not the second.
    expect(matchesCountDownloadsQuery(parse('path:"c" OR path:"b" AND path:"a"'), "c")).toBe(true);
    expect(matchesCountDownloadsQuery(parse('(path:"c" OR path:"b") AND path:"a"'), "c")).toBe(false);
  });

  it("whitespace of any kind separates tokens", () => {
    expect(parse(' \tpath:"a"\n\t\tOR\r\npath:"b" ')).toEqual(parse('path:"a" OR path:"b"'));
    expect(parse('path : "a"')).toEqual(parse('path:"a"'));
  });
});

const BAD_QUERIES = [
  "",
  'path:"model.safetensors" OR',
  'path_extention:"gguf"',
  "path_extension:gguf",
  'path_extension:"gguf',
  'path:"a" path:"b"',
  'path:"a" and path:"b"',
  'path:"a" or path:"b"',
  '(path:"a" OR path:"b"',
  'path:"a")',
  'path:"a" OR ()',
  'path:"a" AND AND path:"b"',
  "path:'a'",
  'path:"a\\b"',
  'path_extension:""',
  '_exists_:"prefix"',
  'path="a"',
  'path:"a"\n\tOR path_prefx:"b/"',
  'path:"a" OR (path:"b"\n  AND path:"c"',
];

describe("errors", () => {
  it("point at the column of the first problem (golden text)", async () => {
    const lines = BAD_QUERIES.map((query) => {
      try {
        parse(query);
        return `${JSON.stringify(query)}\n  parsed, but should have failed`;
      } catch (error) {
        expect(error).toBeInstanceOf(QuerySyntaxError);
        const e = error as QuerySyntaxError;
        const caret = query.includes("\n") ? "" : `\n  ${query}\n  ${" ".repeat(e.column - 1)}^`;
        return `${JSON.stringify(query)}\n  ${e.message}${e.hint ? `; ${e.hint}` : ""}${caret}`;
      }
    });
    await expectGolden(lines.join("\n\n") + "\n", path.join(ROOT, "test/golden/registry/query-errors.txt"));
  });

  it("carry offset, line and column", () => {
    try {
      parse('path:"a"\n\tOR paht:"b"');
      expect.unreachable();
    } catch (error) {
      const e = error as QuerySyntaxError;
      expect([e.offset, e.line, e.column, e.reason]).toEqual([13, 2, 5, 'unknown field "paht"']);
      expect(e.hint).toBe('did you mean "path"?');
    }
  });
});

/** Random queries in the parser's own normal form: AND/OR nodes have ≥ 2 operands of another kind. */
const value = fc.string({ minLength: 1, maxLength: 8, unit: fc.constantFrom("a", "B", ".", "/", "_", "-", '"', "\\", " ", "é") });
const leaf: fc.Arbitrary<CountDownloadsQuery> = fc.oneof(
  fc.record({ kind: fc.constant("term" as const), field: fc.constantFrom(...QUERY_FIELDS), value }),
  fc.record({ kind: fc.constant("exists" as const), field: fc.constantFrom(...QUERY_FIELDS) }),
);
const { query } = fc.letrec<{ query: CountDownloadsQuery; and: CountDownloadsQuery; or: CountDownloadsQuery }>((tie) => ({
  query: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, tie("and"), tie("or")),
  and: fc.record({ kind: fc.constant("and" as const), operands: fc.array(fc.oneof(leaf, tie("or")), { minLength: 2, maxLength: 3 }) }),
  or: fc.record({ kind: fc.constant("or" as const), operands: fc.array(fc.oneof(leaf, tie("and")), { minLength: 2, maxLength: 3 }) }),
}));

describe("formatQuery", () => {
  it("parse(format(q)) gives q back", () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(parse(formatCountDownloadsQuery(q))).toEqual(q);
      }),
      { numRuns: 300 },
    );
  });
});
