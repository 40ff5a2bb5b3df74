/**
 * The hand-written checkers of the inference path (engine/schema/check.ts) against the zod
 * schemas they replaced (./zod-reference.ts): for random records and requests, near-valid and
 * broken, both accept exactly the same values and give the same output (defaults applied, the
 * same keys in the same order, unknown keys kept or refused alike). Where zod's report is not a
 * union's bare "Invalid input", the checkers report the same problems with the same messages.
 */
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { CheckIssue } from "../../engine/schema/check.js";
import * as now from "../../engine/schema/index.js";
import type { ResponseFormat, Tool } from "../../engine/schema/chat-request.js";
import * as old from "./zod-reference.js";

/** Any value a caller might wrongly pass where something else was expected. */
const junk = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 2 ** 60, 1.5, -0, ""),
  fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.oneof(fc.string({ maxLength: 3 }), fc.integer()), { maxKeys: 3 }),
  fc.constant(new Date(0)),
  fc.constant(new Map()),
  fc.constant(Object.create(null) as object),
  fc.constantFrom(Object("boxed") as object, Object(1) as object, new Uint8Array(2), [, "sparse"], Symbol("s")),
  fc.bigInt(),
);

/** Usually a good value, sometimes junk. */
const mostly = <T>(good: fc.Arbitrary<T>) => fc.oneof({ arbitrary: good, weight: 30 }, { arbitrary: junk, weight: 1 });

/** An object of some of these fields (each mostly good), plus now and then a key nobody knows. */
function objectOf(fields: Record<string, fc.Arbitrary<unknown>>, required: string[] = []): fc.Arbitrary<unknown> {
  const someExtra = fc.dictionary(fc.constantFrom("extra", "max_token", "stream", "downloads", "__proto__", "1"), junk, { minKeys: 1, maxKeys: 2 });
  const extra = fc.oneof({ arbitrary: fc.constant({}), weight: 12 }, { arbitrary: someExtra, weight: 1 });
  const shaped = fc.record(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, mostly(v)])), { requiredKeys: required.filter(() => true) });
  return fc.oneof({ arbitrary: fc.tuple(shaped, extra).map(([a, b]) => ({ ...b, ...a })), weight: 30 }, { arbitrary: junk, weight: 1 });
}

const str = fc.oneof(
  { arbitrary: fc.string({ minLength: 1, maxLength: 8 }), weight: 12 },
  fc.constantFrom("", "acme/m", "get_weather", "bad name", "x".repeat(65), "x".repeat(64)),
);
/** One of the allowed values, now and then one that is not. */
const choice = (good: string[], bad: string[]) => fc.oneof({ arbitrary: fc.constantFrom(...good), weight: 10 }, fc.constantFrom(...bad));
const fnName = choice(["get_weather", "a", "recipe-1", "x".repeat(64)], ["bad name", "", "x".repeat(65), "é"]);
const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
const strings = fc.array(str, { maxLength: 5 });

const mappingFields = { providerId: str, status: str, task: str, adapter: str, adapterWeightsPath: str };
const modelRecord = objectOf(
  {
    id: str,
    tags: strings,
    pipeline_tag: str,
    library_name: str,
    mask_token: str,
    config: objectOf({ peft: objectOf({ base_model_name_or_path: str, task_type: str, r: fc.integer() }) }),
    cardData: objectOf({ base_model: fc.oneof(str, strings), instance_prompt: fc.oneof(str, fc.constant(null)) }),
    widgetData: fc.array(objectOf({ text: str, source_sentence: str, sentences: strings, context: str, candidate_labels: str }), { maxLength: 2 }),
    transformersInfo: objectOf({ auto_model: str, pipeline_tag: str, processor: str, custom_class: str }, ["auto_model"]),
    inferenceProviderMapping: fc.oneof(
      fc.array(objectOf({ provider: str, ...mappingFields }, ["provider", "providerId", "task"]), { maxLength: 2 }),
      fc.dictionary(str, objectOf(mappingFields, ["providerId", "task"]), { maxKeys: 2 }),
    ),
  },
  ["id"],
);

const jsonObject = fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 2 });
const tool = objectOf(
  { type: fc.constant("function"), function: objectOf({ name: fnName, description: str, parameters: jsonObject, strict: fc.boolean() }, ["name"]) },
  ["type", "function"],
);
const part = fc.oneof(
  objectOf({ type: fc.constant("text"), text: str }, ["type", "text"]),
  objectOf({ type: fc.constant("image_url"), image_url: objectOf({ url: str }, ["url"]) }, ["type", "image_url"]),
  objectOf({ type: choice(["text"], ["image_url", "video"]), text: str }, ["type"]),
);
const message = objectOf({ role: str, content: fc.oneof(str, fc.array(part, { maxLength: 2 })) }, ["role", "content"]);
const snippetRequest = objectOf({
  provider: str,
  accessToken: str,
  // Mostly URLs the rule accepts (engine/schema/endpoint-url.ts), so that whole requests still pass.
  endpointUrl: fc.oneof(
    { arbitrary: fc.constantFrom("https://e.example/v1", "http://[::1]:8080", "https://a.b/c d"), weight: 12 },
    fc.constantFrom("not a url", "ftp://x", "https://", " https://x"),
  ),
  billTo: str,
  directRequest: fc.boolean(),
  streaming: fc.boolean(),
  inputs: fc.anything({ maxDepth: 2 }),
  messages: fc.array(message, { maxLength: 2 }),
  temperature: finite,
  max_tokens: fc.integer(),
  top_p: finite,
  tools: fc.oneof(fc.constant(true), fc.array(tool, { maxLength: 2 })),
  tool_choice: fc.oneof(
    choice(["auto", "none", "required"], ["sometimes"]),
    objectOf({ type: fc.constant("function"), function: objectOf({ name: fnName }, ["name"]) }),
  ),
  response_format: fc.oneof(
    fc.constant(true),
    objectOf({ type: choice(["json_object"], ["json_schema", "xml"]) }, ["type"]),
    objectOf(
      {
        type: fc.constant("json_schema"),
        json_schema: objectOf({ name: fnName, description: str, schema: jsonObject, strict: fc.boolean() }, ["name", "schema"]),
      },
      ["type"],
    ),
  ),
  api: choice(["chat-completions", "responses"], ["completions"]),
  imageSource: choice(["url", "file"], ["disk"]),
  system: str,
  seed: fc.integer(),
  stop: fc.oneof(str, strings),
  reasoning_effort: choice(["minimal", "low", "medium", "high"], ["extreme"]),
});
const snippet = objectOf({ language: choice(["python", "js", "java"], ["cobol"]), client: str, content: str, extra: str }, ["language", "client", "content"]);

/** Every key in order, all the way down: deep equality does not look at key order. */
function keyOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keyOrder);
  if (value === null || typeof value !== "object") return null;
  return Object.entries(value).map(([k, v]) => [k, keyOrder(v)]);
}

type Zodlike = { safeParse(v: unknown): { success: boolean; data?: unknown; error?: { issues: { code: string; path: PropertyKey[]; message: string }[] } } };

/** zod's problems as `path: message`, or undefined when a union's bare report makes them incomparable. */
function zodProblems(schema: Zodlike, value: unknown): string[] | undefined {
  const issues = schema.safeParse(value).error?.issues ?? [];
  if (issues.some((i) => i.code === "invalid_union")) return undefined;
  // zod runs a string's length check on a value that is not a string ("expected array to have
  // >=1 items" for `[]`): only the type problem is worth reporting there.
  const mistyped = new Set(issues.filter((i) => i.code === "invalid_type").map((i) => i.path.join("\0")));
  return issues
    .filter((i) => i.code === "invalid_type" || !mistyped.has(i.path.join("\0")))
    .map((i) => `${i.path.map(String).join(".")}: ${i.message}`)
    .sort();
}

function problems(issues: CheckIssue[]): string[] {
  // The checkers add a "did you mean" to zod's unknown-key message.
  const plain = (message: string) => message.replace(/; did you mean ".*"\?$/, "").replace(/ \(did you mean "[^"]*"\?\)/g, "");
  return issues.map((i) => `${i.path.map(String).join(".")}: ${plain(i.message)}`).sort();
}

/** How many values were accepted and refused, so a generator that only makes junk is noticed. */
const tally = { accepted: 0, refused: 0 };

function agree(
  reference: Zodlike,
  checker: { safeParse(v: unknown): { success: boolean; data?: unknown; error?: { issues: CheckIssue[] } } },
  value: unknown,
): void {
  const expected = reference.safeParse(value);
  const actual = checker.safeParse(value);
  tally[expected.success ? "accepted" : "refused"]++;
  expect(actual.success, "accepts what zod accepted").toBe(expected.success);
  if (expected.success) {
    expect(isDeepStrictEqual(actual.data, expected.data), "same output").toBe(true);
    expect(keyOrder(actual.data)).toEqual(keyOrder(expected.data));
    return;
  }
  const zod = zodProblems(reference, value);
  if (zod) expect(problems(actual.error!.issues)).toEqual(zod);
  else expect(actual.error!.issues.length).toBeGreaterThan(0);
}

const RUNS = { numRuns: 600 };

/** Runs the property and checks that the values were a mix of good and bad ones. */
function compare(arbitrary: fc.Arbitrary<unknown>, reference: Zodlike, checker: Parameters<typeof agree>[1]): void {
  tally.accepted = tally.refused = 0;
  fc.assert(
    fc.property(arbitrary, (v) => agree(reference, checker, v)),
    RUNS,
  );
  const total = tally.accepted + tally.refused;
  expect(tally.accepted / total, "share of accepted values").toBeGreaterThan(0.05);
  expect(tally.refused / total, "share of refused values").toBeGreaterThan(0.05);
}

describe("the inference checkers accept exactly what the zod schemas accepted", () => {
  it("model records", () => compare(modelRecord, old.ModelRecordSchema, now.ModelRecordSchema));
  it("snippet requests", () => compare(snippetRequest, old.SnippetRequestSchema, now.SnippetRequestSchema));
  it("chat messages", () => compare(message, old.ChatMessageSchema, now.ChatMessageSchema));
  it("snippets", () => compare(snippet, old.SnippetSchema, now.SnippetSchema));
  it("any value at all: boxed values, null prototypes, sparse arrays, Maps, Dates, typed arrays", () =>
    fc.assert(
      fc.property(
        fc.anything({
          maxDepth: 2,
          withBoxedValues: true,
          withNullPrototype: true,
          withSparseArray: true,
          withMap: true,
          withSet: true,
          withDate: true,
          withTypedArray: true,
          withBigInt: true,
        }),
        (v) => {
          agree(old.ModelRecordSchema, now.ModelRecordSchema, v);
          agree(old.SnippetRequestSchema, now.SnippetRequestSchema, v);
          agree(old.ChatMessageSchema, now.ChatMessageSchema, v);
        },
      ),
      RUNS,
    ));
  it("any JSON value at all", () =>
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (v) => {
        agree(old.ModelRecordSchema, now.ModelRecordSchema, v);
        agree(old.SnippetRequestSchema, now.SnippetRequestSchema, v);
      }),
      RUNS,
    ));
});

describe("the explicit types are the types zod inferred", () => {
  it("model records, requests, messages, snippets, tools", () => {
    // zod's types of a loose object have string keys only (`keyof` is `string`, an interface's
    // is `string | number`): records are compared by assignability both ways (every declared field
    // must have the same type for that to hold).
    expectTypeOf<now.ModelRecord>().toExtend<old.ModelRecord>();
    expectTypeOf<old.ModelRecord>().toExtend<now.ModelRecord>();
    expectTypeOf<now.ModelRecordInput>().toExtend<old.ModelRecordInput>();
    expectTypeOf<old.ModelRecordInput>().toExtend<now.ModelRecordInput>();
    expectTypeOf<now.ProviderMappingEntry>().toEqualTypeOf<old.ProviderMappingEntry>();
    expectTypeOf<now.SnippetRequest>().toEqualTypeOf<old.SnippetRequest>();
    expectTypeOf<now.ResolvedSnippetRequest>().toEqualTypeOf<old.ResolvedSnippetRequest>();
    expectTypeOf<now.ChatMessage>().toEqualTypeOf<old.ChatMessage>();
    // `taskSource` and `warnings` came after the zod schemas: output-only notes on the snippets of a call.
    expectTypeOf<Omit<now.Snippet<now.SnippetLanguage>, "taskSource" | "warnings">>().toEqualTypeOf<old.Snippet>();
    expectTypeOf<Tool>().toEqualTypeOf<old.Tool>();
    expectTypeOf<ResponseFormat>().toEqualTypeOf<old.ResponseFormat>();
  });
});
