/**
 * Plain tool arguments skip the zod parse (engine/tools/plain-arguments.ts). Whatever the
 * arguments, the fast path either declines or gives exactly what the schema gives: the same
 * values, the same keys in the same order. It must also be taken for the arguments real calls
 * send, or it saves nothing.
 */
import fc from "fast-check";
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { parseArguments, parserOf } from "../../engine/tools/arguments.js";
import { TOOLS } from "../../engine/tools/index.js";
import { plainArguments, plainFields } from "../../engine/tools/plain-arguments.js";
import { CHAT_MODE_IDS } from "../../engine/inference/chat/mode-definitions.js";
import { SNIPPET_LANGUAGES } from "../../engine/schema/snippet.js";

const RECORD = { id: "acme/fill", pipeline_tag: "fill-mask" };

/** Values near every kind of field's bounds, and of every other type. */
const VALUE = fc.oneof(
  fc.constantFrom(...SNIPPET_LANGUAGES, ...CHAT_MODE_IDS, "Python", "hf-inference", "auto", "curl", "", "x".repeat(2048), "x".repeat(2049)),
  fc.string({ maxLength: 6 }),
  fc.boolean(),
  fc.constantFrom(0, 1, 5, 2.5, -1, null, undefined, [], ["python"], {}, RECORD, "acme/fill"),
);

/** A tool's own field names, a near miss, a key of Object.prototype and JSON's own `__proto__`. */
const keysOf = (names: string[]) => fc.constantFrom(...names, "Language", "extra", "toString", "__proto__");

/** A value each required field takes, so that arguments without stray keys can pass. */
const required = (tool: (typeof TOOLS)[number]) =>
  Object.entries(tool.input.def.shape as Record<string, z.ZodMiniType>)
    .filter(([, schema]) => schema.def.type !== "optional")
    .map(([name]) => [name, name === "model" ? RECORD : "fill-mask"] as const);

const argumentsFor = (tool: (typeof TOOLS)[number], names: string[]) =>
  fc
    .array(fc.tuple(keysOf(names), VALUE), { maxLength: 6 })
    .map((pairs) => JSON.parse(JSON.stringify(Object.fromEntries([...required(tool), ...pairs]))) as Record<string, unknown>)
    .chain((parsed) => fc.constantFrom(parsed, { ...parsed, language: undefined }, Object.assign(Object.create({ inherited: 1 }), parsed)));

describe("plain tool arguments", () => {
  for (const tool of TOOLS) {
    it(`give what the schema gives, or are left to it: ${tool.name}`, () => {
      const fields = plainFields(tool.input);
      const names = Object.keys(tool.input.def.shape);
      let taken = 0;
      fc.assert(
        fc.property(argumentsFor(tool, names), (raw) => {
          const fast = plainArguments(fields, raw);
          if (fast === undefined) return;
          taken++;
          const parsed = z.safeParse(parserOf(tool), raw);
          expect(parsed.success).toBe(true);
          expect(Object.keys(fast)).toEqual(Object.keys(parsed.data as object));
          expect(fast).toStrictEqual(parsed.data);
        }),
        { numRuns: 400 },
      );
      expect(taken).toBeGreaterThan(0);
    });
  }

  it("leave to the schema a field it would fill in, and keys or values it would refuse", () => {
    const input = z.strictObject({
      model: z.unknown(),
      size: z.optional(z._default(z.string(), "small")),
      kind: z.optional(z.enum(["a", "b"])),
      name: z.optional(z.string().check(z.regex(/^x/))),
      picked: z.optional(z.enum(["a", "b"]).check(z.refine((v) => v === "a"))),
    });
    const fields = plainFields(input);
    // Left out, the schema fills the default in; given, only the schema knows what it makes of it.
    expect(z.parse(input, { model: 1 })).toEqual({ model: 1, size: "small" });
    for (const args of [{ model: 1 }, { model: 1, kind: "a" }, { model: 1, size: "big" }]) expect(plainArguments(fields, args)).toBeUndefined();
    const plain = plainFields(z.strictObject({ model: z.unknown(), kind: z.optional(z.enum(["a", "b"])), name: input.def.shape.name }));
    expect(plainArguments(plain, { model: 1, kind: "a" })).toEqual({ model: 1, kind: "a" });
    expect(plainArguments(plain, { model: 1, name: "xy" })).toBeUndefined();
    const refined = plainFields(z.strictObject({ model: z.unknown(), picked: input.def.shape.picked }));
    expect(plainArguments(refined, { model: 1, picked: "b" })).toBeUndefined();
    expect(z.safeParse(input.def.shape.picked, "b").success).toBe(false);
    expect(plainArguments(plain, { kind: "a" })).toBeUndefined();
  });

  it("are taken for the arguments a snippet call sends, and refused by the schema otherwise", () => {
    const tool = TOOLS.find((t) => t.name === "get_snippets")!;
    const fields = plainFields(tool.input);
    const call = { language: "python", model: RECORD, provider: "hf-inference", client: "requests", streaming: true, mode: "chat" };
    expect(Object.keys(plainArguments(fields, call)!)).toEqual(["model", "provider", "language", "client", "mode", "streaming"]);
    expect(plainArguments(fields, { model: "acme/fill" })).toEqual({ model: "acme/fill" });
    for (const declined of [{ model: RECORD, language: "cobol" }, { provider: "auto" }, { model: RECORD, provider: "" }, { model: RECORD, lang: "sh" }])
      expect(plainArguments(fields, declined)).toBeUndefined();
    expect(() => parseArguments(tool, { model: RECORD, language: "cobol" })).toThrow(/language/);
    expect(() => parseArguments(tool, { model: RECORD, lang: "sh" })).toThrow(/^lang: not an argument of this tool/);
  });
});
