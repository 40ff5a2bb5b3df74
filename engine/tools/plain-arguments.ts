/**
 * Tool arguments as nearly every call sends them, checked without the schema: every key one the
 * tool takes, every value a string within its bounds, a listed value, a boolean, or the model
 * (checked field by field when the call runs, ./model.ts). Such arguments parse to themselves, so
 * the result is what the schema gives (its keys in the schema's order), built without a zod
 * parse: that cost about 1 µs and 1.5 KB per call, as much as some tools' own work. Anything else
 * (a key the tool does not take, a number, a list, a value out of bounds) returns undefined, and
 * the schema parses it and names what is wrong (./arguments.ts).
 */
import type * as z from "zod/mini";

type Check = (value: unknown) => boolean;

/**
 * The fields of a tool's input in the schema's order, each with its check (undefined: only the
 * schema checks it) and whether the schema gives nothing for it when it is left out.
 */
export interface PlainFields {
  list: readonly (readonly [name: string, check: Check | undefined, mayBeLeftOut: boolean])[];
  names: ReadonlySet<string>;
}

interface Def {
  type: string;
  innerType?: z.ZodMiniType;
  checks?: readonly { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
  entries?: Record<string, string | number>;
}

const defOf = (schema: z.ZodMiniType) => schema.def as unknown as Def;

/** The check of one field's schema when it is a plain one; any `model` passes (./model.ts checks it when the call runs). */
function fieldCheck(name: string, schema: z.ZodMiniType): Check | undefined {
  let def = defOf(schema);
  if (def.type === "optional") def = defOf(def.innerType!);
  if (name === "model") return () => true;
  if (def.type === "string") return stringCheck(def);
  // A boolean or a list of values is plain only when its checks are descriptions: another check (a refinement) is the schema's.
  if (!onlyDescribed(def)) return undefined;
  if (def.type === "boolean") return (value) => typeof value === "boolean";
  if (def.type === "enum") {
    const values = new Set(Object.values(def.entries ?? {}));
    return (value) => values.has(value as string);
  }
  return undefined;
}

const onlyDescribed = (def: Def) => (def.checks ?? []).every((c) => c._zod.def.check === "describe");

/** A string schema whose only checks are a length range (and descriptions). */
function stringCheck(def: Def): Check | undefined {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const { _zod } of def.checks ?? []) {
    if (_zod.def.check === "min_length") min = _zod.def.minimum!;
    else if (_zod.def.check === "max_length") max = _zod.def.maximum!;
    else if (_zod.def.check !== "describe") return undefined;
  }
  return (value) => typeof value === "string" && value.length >= min && value.length <= max;
}

/**
 * Optional schemas of these types give nothing for a field left out. Others may (a default, a
 * catch, a transform): such a field left out is the schema's case.
 */
const LEFT_OUT_AS_IS: ReadonlySet<string> = new Set(["string", "boolean", "enum", "number", "array", "union", "object", "unknown", "literal", "record"]);

const mayBeLeftOut = (schema: z.ZodMiniType) => {
  const def = defOf(schema);
  return def.type === "optional" && LEFT_OUT_AS_IS.has(defOf(def.innerType!).type);
};

/** The plain fields of a strict object schema (a tool's input). */
export function plainFields(input: z.ZodMiniObject): PlainFields {
  const shape = Object.entries(input.def.shape as Record<string, z.ZodMiniType>);
  return {
    list: shape.map(([name, schema]) => [name, fieldCheck(name, schema), mayBeLeftOut(schema)] as const),
    names: new Set(shape.map(([name]) => name)),
  };
}

/**
 * `raw` as the schema would give it back, when every key is a field, every value passes its
 * plain check and every required field is there; otherwise undefined (the schema decides).
 */
export function plainArguments(fields: PlainFields, raw: Record<string, unknown>): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const [name, check, leftOut] of fields.list) {
    const value = raw[name];
    if (value === undefined) {
      // A key set to undefined, or a field left out that the schema would fill or require: the schema's case.
      if (!leftOut || Object.hasOwn(raw, name)) return undefined;
    } else if (check?.(value) && Object.hasOwn(raw, name)) out[name] = value;
    else return undefined;
  }
  // A key the tool does not take (or one inherited) is the schema's to refuse.
  for (const key in raw) if (!fields.names.has(key) || !Object.hasOwn(raw, key)) return undefined;
  return out;
}
