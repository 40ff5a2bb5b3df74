/**
 * The model record as library templates see it. Templates compile in strict mode, so a
 * field they name but the record lacks would throw; here every optional field the
 * templates and plugins read gets an empty default ("" for text, [] for lists), so a
 * template tests `{{#if model.cardData.instance_prompt}}` instead of crashing on it.
 */
import { AtlasError } from "../errors/atlas-error.js";
import type { ModelRecord, ModelRecordInput } from "../schema/model.js";
import { checkModelRecord } from "../schema/model-check.js";

export interface SnippetWidget {
  text: string;
  source_sentence: string;
  sentences: string[];
  context: string;
  candidate_labels: string;
}

export interface SnippetModel {
  id: string;
  tags: string[];
  pipeline_tag: string;
  library_name: string;
  mask_token: string;
  /** Repository file names (`siblings[].rfilename` in the hub's API). */
  files: string[];
  config: Record<string, unknown> & {
    architectures: string[];
    model_type: string;
    peft: { base_model_name_or_path: string; task_type: string };
  };
  cardData: Record<string, unknown> & {
    /** The first base model (the card may list several). */
    base_model: string;
    base_models: string[];
    instance_prompt: string;
  };
  widgetData: SnippetWidget[];
  /** The first widget entry, or an empty one. */
  widget: SnippetWidget;
  transformersInfo: { auto_model: string; pipeline_tag: string; processor: string; custom_class: string };
}

/** A field as text ("" when it is not one): how the normal form reads every text field. */
export const text = (value: unknown): string => (typeof value === "string" ? value : "");
/** A field as a list of texts (a lone text is a list of one). */
export const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : typeof value === "string" ? [value] : [];
/** A field as an object ({} when it is not one). */
export const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The repository's file names (`siblings[].rfilename`). */
export function repositoryFiles(m: ModelRecord): string[] {
  const siblings = (m as Record<string, unknown>).siblings;
  return Array.isArray(siblings) ? siblings.map((s) => text(record(s).rfilename)).filter(Boolean) : [];
}

/**
 * `{ ...base, ...fields }`, built the way V8 builds fast: on Node 20 a spread followed by keys the
 * source lacks makes a new hidden class for every object (about 8 µs for a small record's normal
 * form, the largest single cost of a request for a model not seen before), while `Object.assign`
 * onto `{}` reuses one. A source with its own `__proto__` key (JSON.parse makes one) keeps the
 * spread, which copies that key as a key where `Object.assign` would set the prototype.
 */
function withFields<B extends object, F extends object>(base: B, fields: F): B & F {
  return Object.hasOwn(base, "__proto__") ? { ...base, ...fields } : Object.assign({}, base, fields);
}

function widget(raw: unknown): SnippetWidget {
  const w = record(raw);
  return withFields(w, {
    text: text(w.text),
    source_sentence: text(w.source_sentence),
    sentences: texts(w.sentences),
    context: text(w.context),
    candidate_labels: text(w.candidate_labels),
  });
}

/** Validates a model record (a clear error when it is not one) and fills every default. */
export function normaliseModel(input: ModelRecordInput): SnippetModel {
  const model = checkedRecord(input);
  let normal = NORMALISED.get(model);
  if (!normal) NORMALISED.set(model, (normal = normalised(model)));
  return normal;
}

/** The record checked, or the error `normaliseModel` gives for it: each problem at `model.<field>`. */
export function checkedRecord(input: ModelRecordInput): ModelRecord {
  const check = checkModelRecord(input);
  if (check.ok) return check.model;
  throw new AtlasError(
    check.problems.map((problem) => ({
      code: "input" as const,
      path: problem.path ? `model.${problem.path}` : "model",
      message: problem.message,
      hint: "pass a model record as the hub's /api/models/<id> endpoint returns it",
    })),
    "Invalid model record:",
  );
}

/**
 * A checked record's normal form, made once per record object: the plan, the library snippets
 * and the local apps each ask for it. Only read, never changed, by its users.
 */
const NORMALISED = new WeakMap<object, SnippetModel>();

function normalised(m: ModelRecord): SnippetModel {
  const config = record(m.config);
  const peft = record(config.peft);
  const card = record(m.cardData);
  const info = record(m.transformersInfo);
  const widgets = (m.widgetData ?? []).map(widget);
  return withFields(m, {
    id: m.id,
    tags: texts(m.tags),
    pipeline_tag: text(m.pipeline_tag),
    library_name: text(m.library_name),
    mask_token: text(m.mask_token),
    files: repositoryFiles(m),
    config: withFields(config, {
      architectures: texts(config.architectures),
      model_type: text(config.model_type),
      peft: withFields(peft, { base_model_name_or_path: text(peft.base_model_name_or_path), task_type: text(peft.task_type) }),
    }),
    cardData: withFields(card, {
      base_model: texts(card.base_model)[0] ?? "",
      base_models: texts(card.base_model),
      instance_prompt: text(card.instance_prompt),
    }),
    widgetData: widgets,
    widget: widgets[0] ?? widget({}),
    transformersInfo: withFields(info, {
      auto_model: text(info.auto_model),
      pipeline_tag: text(info.pipeline_tag),
      processor: text(info.processor),
      custom_class: text(info.custom_class),
    }),
  });
}
