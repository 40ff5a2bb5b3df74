/**
 * Small typed checkers for the values the inference path receives (model records, snippet
 * requests). They replace zod there: zod's module code and the schemas built at import cost
 * most of `model-atlas/inference`'s import time and about 8 KB of its browser bundle, for a
 * dozen field types. zod stays for the YAML sources (./library.ts, ./task.ts, ./local-app.ts).
 *
 * A checker reads a value and gives back the checked value, with defaults applied and unknown
 * fields kept (loose objects) or refused (strict objects). Every problem is collected with
 * its field path; the messages read as zod's English ones ("Invalid input: expected string,
 * received number"), so what callers and tests already show stays the same. `parse` and
 * `safeParse` have zod's shapes, so code that validated with a zod schema keeps working.
 * `union` is in ./check-union.ts. The builders are marked `@__NO_SIDE_EFFECTS__`: dist/ puts
 * these schemas in a chunk other entries share, and a bundler drops the ones nobody uses only
 * if building them is known to be free of side effects.
 */
import { closest } from "../load/suggest.js";

export type IssueCode = "invalid_type" | "invalid_value" | "too_small" | "too_big" | "invalid_format" | "unrecognized_keys" | "invalid_key";

/** One problem: where it is (field path from the checked value), what kind, and what is wrong. */
export interface CheckIssue {
  code: IssueCode;
  path: PropertyKey[];
  message: string;
  /** The value a literal expected, when it refused one (how a union tells which option a value was meant for). */
  values?: readonly unknown[];
  /** The unknown keys, for `unrecognized_keys`. */
  keys?: string[];
}

/** Thrown by `parse`: every problem found, each with its path. */
export class CheckError extends Error {
  readonly issues: CheckIssue[];
  constructor(issues: CheckIssue[]) {
    super(issues.map((i) => `${i.path.map(String).join(".") || "(value)"}: ${i.message}`).join("\n"));
    this.name = "CheckError";
    this.issues = issues;
  }
}

export type CheckResult<T> = { success: true; data: T; error?: undefined } | { success: false; data?: undefined; error: CheckError };

/** How an object treats a missing key: an error, left out, or replaced by a default. */
export type Presence = "required" | "optional" | "default";

/**
 * Checks `value`, appends problems to `issues` (paths relative to `path`, a stack the caller
 * owns: copy it when keeping it) and returns the checked value, meaningless if it added problems.
 */
type Run<Out> = (value: unknown, path: PropertyKey[], issues: CheckIssue[]) => Out;

export class Checker<Out, In = Out, P extends Presence = Presence> {
  /** Type-only: what the checker accepts and returns. */
  declare readonly types?: { input: In; output: Out };

  constructor(
    readonly run: Run<Out>,
    /** What the value should be, as messages say it: `string`, `array`, `"json_object"`. */
    readonly expected: string,
    readonly presence: P,
  ) {}

  safeParse(value: unknown): CheckResult<Out> {
    const issues: CheckIssue[] = [];
    const data = this.run(value, [], issues);
    return issues.length ? { success: false, error: new CheckError(issues) } : { success: true, data };
  }

  parse(value: unknown): Out {
    const result = this.safeParse(value);
    if (!result.success) throw result.error;
    return result.data;
  }
}

export type AnyChecker = Checker<unknown, unknown, Presence>;
export type Output<C> = C extends Checker<infer O, unknown, Presence> ? O : never;
export type Input<C> = C extends Checker<unknown, infer I, Presence> ? I : never;

/** The name of a value's type as zod's messages give it: `number`, `NaN`, `array`, `null`, `Date`. */
export function received(value: unknown): string {
  if (typeof value === "number") return Number.isFinite(value) ? "number" : String(value);
  if (typeof value !== "object") return typeof value;
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  const proto: unknown = Object.getPrototypeOf(value);
  const ctor = "constructor" in value ? (value as { constructor?: { name?: string } }).constructor : undefined;
  return proto !== Object.prototype && ctor ? String(ctor.name) : "object";
}

/** A string shown as zod shows allowed values: strings quoted, others as written. */
export function shown(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : typeof value === "bigint" ? `${value}n` : String(value);
}

export function typeIssue(expected: string, value: unknown, path: PropertyKey[]): CheckIssue {
  return { code: "invalid_type", path: path.slice(), message: `Invalid input: expected ${expected}, received ${received(value)}` };
}

export function issue(code: IssueCode, path: PropertyKey[], message: string, extra?: Partial<CheckIssue>): CheckIssue {
  return { code, path: path.slice(), message, ...extra };
}

/** A leaf checker from a type test. */
/* @__NO_SIDE_EFFECTS__ */
function leaf<T>(expected: string, test: (value: unknown) => boolean): Checker<T, T, "required"> {
  return new Checker<T, T, "required">(
    (value, path, issues) => {
      if (!test(value)) issues.push(typeIssue(expected, value, path));
      return value as T;
    },
    expected,
    "required",
  );
}

export interface StringRules {
  /** Fewest characters; `minMessage` replaces the default message. */
  min?: number;
  minMessage?: string;
  /** A pattern the whole string must match, and the message when it does not. */
  pattern?: RegExp;
  patternMessage?: string;
}

/* @__NO_SIDE_EFFECTS__ */
export function string(rules: StringRules = {}): Checker<string, string, "required"> {
  const { min, minMessage, pattern, patternMessage } = rules;
  return new Checker<string, string, "required">(
    (value, path, issues) => {
      if (typeof value !== "string") issues.push(typeIssue("string", value, path));
      else if (min !== undefined && value.length < min)
        issues.push(issue("too_small", path, minMessage ?? `Too small: expected string to have >=${min} characters`));
      else if (pattern && !pattern.test(value)) issues.push(issue("invalid_format", path, patternMessage ?? `Invalid string: must match pattern ${pattern}`));
      return value as string;
    },
    "string",
    "required",
  );
}

/** A finite number (not NaN, not ±Infinity). */
export const number = /* @__NO_SIDE_EFFECTS__ */ (): Checker<number, number, "required"> => leaf("number", (v) => typeof v === "number" && Number.isFinite(v));

/** A safe integer. */
/* @__NO_SIDE_EFFECTS__ */
export function int(): Checker<number, number, "required"> {
  return new Checker<number, number, "required">(
    (value, path, issues) => {
      if (typeof value !== "number" || !Number.isFinite(value)) issues.push(typeIssue("number", value, path));
      else if (!Number.isInteger(value)) issues.push(typeIssue("int", value, path));
      else if (value > Number.MAX_SAFE_INTEGER) issues.push(issue("too_big", path, `Too big: expected int to be <=${Number.MAX_SAFE_INTEGER}`));
      else if (value < Number.MIN_SAFE_INTEGER) issues.push(issue("too_small", path, `Too small: expected int to be >=${Number.MIN_SAFE_INTEGER}`));
      return value as number;
    },
    "int",
    "required",
  );
}

export const boolean = /* @__NO_SIDE_EFFECTS__ */ (): Checker<boolean, boolean, "required"> => leaf("boolean", (v) => typeof v === "boolean");

/** Anything, unchecked (use inside `optional` for a key that may be absent). */
export const unknown = /* @__NO_SIDE_EFFECTS__ */ (): Checker<unknown, unknown, "required"> => leaf("unknown", () => true);

/* @__NO_SIDE_EFFECTS__ */
export function literal<const T extends string | number | boolean>(expected: T): Checker<T, T, "required"> {
  const values = [expected] as const;
  return new Checker<T, T, "required">(
    (value, path, issues) => {
      if (value !== expected) issues.push(issue("invalid_value", path, `Invalid input: expected ${shown(expected)}`, { values }));
      return value as T;
    },
    shown(expected),
    "required",
  );
}

/* @__NO_SIDE_EFFECTS__ */
export function enumOf<const T extends readonly string[]>(values: T): Checker<T[number], T[number], "required"> {
  const message = values.length === 1 ? `Invalid input: expected ${shown(values[0])}` : `Invalid option: expected one of ${values.map(shown).join("|")}`;
  return new Checker<T[number], T[number], "required">(
    (value, path, issues) => {
      if (!values.includes(value as string)) issues.push(issue("invalid_value", path, message));
      return value as T[number];
    },
    values.map(shown).join(" or "),
    "required",
  );
}

/** May be absent (`undefined`); absent keys stay absent in the output. */
/* @__NO_SIDE_EFFECTS__ */
export function optional<O, I>(inner: Checker<O, I, Presence>): Checker<O | undefined, I | undefined, "optional"> {
  return new Checker<O | undefined, I | undefined, "optional">(
    (value, path, issues) => (value === undefined ? undefined : inner.run(value, path, issues)),
    inner.expected,
    "optional",
  );
}

/** Absent or `undefined` becomes `fallback` (a string, number or boolean: never shared mutable state). */
/* @__NO_SIDE_EFFECTS__ */
export function withDefault<O extends string | number | boolean, I>(inner: Checker<O, I, Presence>, fallback: O): Checker<O, I | undefined, "default"> {
  return new Checker<O, I | undefined, "default">(
    (value, path, issues) => (value === undefined ? fallback : inner.run(value, path, issues)),
    inner.expected,
    "default",
  );
}

/* @__NO_SIDE_EFFECTS__ */
export function nullable<O, I>(inner: Checker<O, I, Presence>): Checker<O | null, I | null, "required"> {
  return new Checker<O | null, I | null, "required">(
    (value, path, issues) => (value === null ? null : inner.run(value, path, issues)),
    `${inner.expected} or null`,
    "required",
  );
}

export interface ArrayRules {
  min?: number;
  minMessage?: string;
  max?: number;
}

/* @__NO_SIDE_EFFECTS__ */
export function array<O, I>(element: Checker<O, I, Presence>, rules: ArrayRules = {}): Checker<O[], I[], "required"> {
  const { min, minMessage, max } = rules;
  return new Checker<O[], I[], "required">(
    (value, path, issues) => {
      if (!Array.isArray(value)) {
        issues.push(typeIssue("array", value, path));
        return value as O[];
      }
      const out: O[] = new Array(value.length);
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        out[i] = element.run(value[i], path, issues);
        path.pop();
      }
      if (min !== undefined && value.length < min) issues.push(issue("too_small", path, minMessage ?? `Too small: expected array to have >=${min} items`));
      if (max !== undefined && value.length > max) issues.push(issue("too_big", path, `Too big: expected array to have <=${max} items`));
      return out;
    },
    "array",
    "required",
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An object literal or `Object.create(null)`, not an instance of a class (a Map, a Date). */
function isPlainObject(value: unknown): value is Record<PropertyKey, unknown> {
  if (!isObject(value)) return false;
  const ctor: unknown = value.constructor;
  if (ctor === undefined || typeof ctor !== "function") return true;
  const proto: unknown = ctor.prototype;
  return isObject(proto) && Object.prototype.hasOwnProperty.call(proto, "isPrototypeOf");
}

export interface RecordOptions {
  /** The message when the value is not an object, from the value received. */
  typeMessage?: (value: unknown) => string;
}

/** A plain object with string keys, every value checked by `values`. */
/* @__NO_SIDE_EFFECTS__ */
export function record<O, I>(values: Checker<O, I, Presence>, options: RecordOptions = {}): Checker<Record<string, O>, Record<string, I>, "required"> {
  return new Checker<Record<string, O>, Record<string, I>, "required">(
    (value, path, issues) => {
      if (!isPlainObject(value)) {
        issues.push(options.typeMessage ? issue("invalid_type", path, options.typeMessage(value)) : typeIssue("record", value, path));
        return value as Record<string, O>;
      }
      const out: Record<string, O> = {};
      for (const key of Reflect.ownKeys(value)) {
        if (key === "__proto__" || !Object.prototype.propertyIsEnumerable.call(value, key)) continue;
        path.push(key);
        if (typeof key === "symbol") issues.push(issue("invalid_key", path, "Invalid key in record"));
        else out[key] = values.run(value[key], path, issues);
        path.pop();
      }
      return out;
    },
    "object",
    "required",
  );
}

type Shape = Record<string, AnyChecker>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type OptionalOut<S extends Shape> = { [K in keyof S]: S[K] extends Checker<unknown, unknown, "optional"> ? K : never }[keyof S];
type OptionalIn<S extends Shape> = { [K in keyof S]: S[K] extends Checker<unknown, unknown, "required"> ? never : K }[keyof S];
export type ObjectOutput<S extends Shape> = Simplify<{ [K in Exclude<keyof S, OptionalOut<S>>]: Output<S[K]> } & { [K in OptionalOut<S>]?: Output<S[K]> }>;
export type ObjectInput<S extends Shape> = Simplify<{ [K in Exclude<keyof S, OptionalIn<S>>]: Input<S[K]> } & { [K in OptionalIn<S>]?: Input<S[K]> }>;

/**
 * An object with the fields of `shape`. `strict` refuses keys it does not know (naming the
 * closest known key), `loose` keeps them as they are, `strip` leaves them out. The output lists
 * the shape's keys first, then the kept unknown ones; `__proto__` is never copied.
 */
/* @__NO_SIDE_EFFECTS__ */
function objectOf<S extends Shape, Out, In>(shape: S, mode: "strict" | "loose" | "strip"): Checker<Out, In, "required"> {
  const keys = Object.keys(shape);
  const known = new Set(keys);
  return new Checker<Out, In, "required">(
    (value, path, issues) => {
      if (!isObject(value)) {
        issues.push(typeIssue("object", value, path));
        return value as Out;
      }
      const out: Record<string, unknown> = {};
      for (const key of keys) {
        const field = shape[key]!;
        const present = key in value;
        if (!present && field.presence === "optional") continue;
        path.push(key);
        const checked = field.run(value[key], path, issues);
        path.pop();
        if (checked !== undefined || present) out[key] = checked;
      }
      let unknownKeys: string[] | undefined;
      if (mode !== "strip") {
        for (const key in value) {
          if (known.has(key)) continue;
          if (mode === "strict") (unknownKeys ??= []).push(key);
          else if (key !== "__proto__") out[key] = value[key];
        }
      }
      if (unknownKeys) issues.push(unrecognized(unknownKeys, keys, path));
      return out as Out;
    },
    "object",
    "required",
  );
}

function unrecognized(unknownKeys: string[], knownKeys: string[], path: PropertyKey[]): CheckIssue {
  const guess = (key: string) => closest(key, knownKeys);
  const message =
    unknownKeys.length === 1
      ? `Unrecognized key: ${shown(unknownKeys[0])}${guess(unknownKeys[0]!) ? `; did you mean "${guess(unknownKeys[0]!)}"?` : ""}`
      : `Unrecognized keys: ${unknownKeys.map((key) => `${shown(key)}${guess(key) ? ` (did you mean "${guess(key)}"?)` : ""}`).join(", ")}`;
  return issue("unrecognized_keys", path, message, { keys: unknownKeys });
}

/** Only the keys of `shape`: an unknown key is an error. */
/* @__NO_SIDE_EFFECTS__ */
export function strictObject<S extends Shape>(shape: S): Checker<ObjectOutput<S>, ObjectInput<S>, "required"> {
  return objectOf(shape, "strict");
}

/** The keys of `shape` are checked, every other key is left out of the output. */
/* @__NO_SIDE_EFFECTS__ */
export function object<S extends Shape>(shape: S): Checker<ObjectOutput<S>, ObjectInput<S>, "required"> {
  return objectOf(shape, "strip");
}

/** The keys of `shape` are checked, every other key is kept as it is. */
/* @__NO_SIDE_EFFECTS__ */
export function looseObject<S extends Shape>(
  shape: S,
): Checker<ObjectOutput<S> & { [key: string]: unknown }, ObjectInput<S> & { [key: string]: unknown }, "required"> {
  return objectOf(shape, "loose");
}

/**
 * A checker built the first time it runs: the schemas of the inference path are built on the
 * first call, not when `model-atlas/inference` is imported.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazy<O, I>(expected: string, build: () => Checker<O, I, "required">): Checker<O, I, "required"> {
  let built: Checker<O, I, "required"> | undefined;
  return new Checker<O, I, "required">((value, path, issues) => (built ??= build()).run(value, path, issues), expected, "required");
}

/** Maps a checked value (the output type changes, the input type does not). */
/* @__NO_SIDE_EFFECTS__ */
export function map<O, I, T>(inner: Checker<O, I, "required">, to: (value: O) => T): Checker<T, I, "required"> {
  return new Checker<T, I, "required">(
    (value, path, issues) => {
      const before = issues.length;
      const checked = inner.run(value, path, issues);
      return issues.length === before ? to(checked) : (checked as unknown as T);
    },
    inner.expected,
    "required",
  );
}
