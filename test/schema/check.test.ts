/** The checker combinators of engine/schema/check.ts on their own: outputs, defaults, paths and messages. */
import { describe, expect, it } from "vitest";
import {
  array,
  CheckError,
  enumOf,
  int,
  literal,
  looseObject,
  map,
  number,
  object,
  optional,
  record,
  string,
  strictObject,
  unknown,
  withDefault,
} from "../../engine/schema/check.js";
import { union } from "../../engine/schema/check-union.js";

const messages = (result: { success: boolean; error?: CheckError }) => result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("objects", () => {
  const shape = { a: string(), b: optional(int()), c: withDefault(string(), "x") };

  it("apply defaults, leave absent optional keys out and keep an explicit undefined", () => {
    expect(strictObject(shape).parse({ a: "s" })).toStrictEqual({ a: "s", c: "x" });
    expect(strictObject(shape).parse({ a: "s", b: undefined, c: undefined })).toStrictEqual({ a: "s", b: undefined, c: "x" });
  });

  it("strict refuses unknown keys with a guess, loose keeps them after the known ones, plain leaves them out", () => {
    expect(messages(strictObject(shape).safeParse({ a: "s", bb: 1 }))).toEqual([': Unrecognized key: "bb"; did you mean "b"?']);
    expect(Object.keys(looseObject(shape).parse({ z: 1, a: "s" }))).toEqual(["a", "c", "z"]);
    expect(object(shape).parse({ z: 1, a: "s" })).toStrictEqual({ a: "s", c: "x" });
  });

  it("never copy __proto__ into the output", () => {
    const input = JSON.parse('{"a": "s", "__proto__": {"polluted": true}}') as unknown;
    const out = looseObject(shape).parse(input) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(out.polluted).toBeUndefined();
    expect(strictObject(shape).safeParse(input).success).toBe(false);
  });

  it("report every problem with its path", () => {
    const nested = strictObject({ list: array(strictObject({ n: number() })) });
    expect(messages(nested.safeParse({ list: [{ n: 1 }, { n: "2" }, {}] }))).toEqual([
      "list.1.n: Invalid input: expected number, received string",
      "list.2.n: Invalid input: expected number, received undefined",
    ]);
  });
});

describe("leaves", () => {
  it("say what was received the way zod does", () => {
    expect(messages(number().safeParse(Number.NaN))).toEqual([": Invalid input: expected number, received NaN"]);
    expect(messages(int().safeParse(1.5))).toEqual([": Invalid input: expected int, received number"]);
    expect(messages(int().safeParse(2 ** 60))).toEqual([": Too big: expected int to be <=9007199254740991"]);
    expect(messages(string().safeParse(new Date(0)))).toEqual([": Invalid input: expected string, received Date"]);
    expect(messages(string({ min: 1 }).safeParse(""))).toEqual([": Too small: expected string to have >=1 characters"]);
  });
});

describe("records", () => {
  it("take plain objects only, and check every value", () => {
    expect(record(int()).parse({ a: 1 })).toEqual({ a: 1 });
    expect(messages(record(int()).safeParse(new Map()))).toEqual([": Invalid input: expected record, received Map"]);
    expect(messages(record(int()).safeParse({ a: "1" }))).toEqual(["a: Invalid input: expected number, received string"]);
    expect(record(unknown()).safeParse(Object.create(null)).success).toBe(true);
  });
});

describe("unions", () => {
  const stop = union([string(), array(string(), { min: 1, max: 2 })]);

  it("give the first accepted option's output", () => {
    expect(stop.parse(["a"])).toEqual(["a"]);
    expect(map(union([array(int()), record(int())]), (v) => (Array.isArray(v) ? v : Object.values(v))).parse({ a: 1 })).toEqual([1]);
  });

  it("report the option the value was meant for, or every expected type", () => {
    expect(messages(stop.safeParse(["a", "b", "c"]))).toEqual([": Too big: expected array to have <=2 items"]);
    expect(messages(stop.safeParse(3))).toEqual([": Invalid input: expected string or array, received number"]);
  });

  it("merge the literals of options that differ by a tag", () => {
    const shapes = union([strictObject({ type: literal("a") }), strictObject({ type: literal("b"), n: int() })]);
    expect(messages(shapes.safeParse({ type: "c" }))).toEqual(['type: Invalid option: expected one of "a"|"b"']);
    expect(messages(shapes.safeParse({ type: "b" }))).toEqual(["n: Invalid input: expected number, received undefined"]);
  });

  it("tell a tag from an enum field one level in, and never fail on an odd value", () => {
    const shapes = union([strictObject({ type: literal("a"), mode: enumOf(["x", "y"]) }), strictObject({ type: literal("b") })]);
    expect(messages(shapes.safeParse({ type: "a", mode: "z" }))).toEqual(['mode: Invalid option: expected one of "x"|"y"']);
    const choice = union([enumOf(["auto", "none"]), strictObject({ type: literal("function") })]);
    const cyclic: unknown[] = [];
    cyclic.push(cyclic);
    expect(messages(choice.safeParse(cyclic))).toEqual([': Invalid input: expected "auto" or "none" or object, received array']);
    expect(messages(choice.safeParse(10n))).toEqual([': Invalid input: expected "auto" or "none" or object, received bigint']);
    expect(messages(choice.safeParse("never"))).toEqual([': Invalid input: expected "auto" or "none" or object, received "never"']);
  });
});

it("parse throws a CheckError that lists every problem", () => {
  expect(() => strictObject({ a: string() }).parse({ a: 1 })).toThrow(CheckError);
  expect(() => strictObject({ a: string() }).parse({ a: 1 })).toThrow("a: Invalid input: expected string, received number");
});
