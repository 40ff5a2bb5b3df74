/**
 * A hostile copy of a model record: the id, tags, card data, config, widget values and
 * file names carry text that tries every way out of a Python, JS or shell string.
 */
import type { ModelRecordInput } from "../../engine/index.js";

export const MARKER = "PWNED";
/** Tries every way out of a Python, JS or shell string literal, plus a line break. */
export const HOSTILE = `"'\`\\ """''' \${${MARKER}} $(${MARKER}) \`${MARKER}\` \\"); ${MARKER}() #\n${MARKER} = 1 //`;
/** Class names are printed as identifiers; their hostile text carries no marker. */
const HOSTILE_NAME = `X"); __import__('os') #\n`;

/** Config keys whose value picks a code path; they keep their value so the path is still walked. */
const SWITCH_KEYS = new Set(["task_type", "speechbrain_interface", "interface", "model_format", "architectures", "model_type"]);

function poison(value: unknown, text: string, key = ""): unknown {
  if (typeof value === "string") return SWITCH_KEYS.has(key) ? value : `${value}${text}`;
  if (Array.isArray(value)) return value.map((v) => poison(v, text, key));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, text, k)]));
  }
  return value;
}

/** The record with `text` (which should hold MARKER) appended to every value a snippet may print. */
export function hostile(model: ModelRecordInput, text = HOSTILE): ModelRecordInput {
  const info = model.transformersInfo;
  const record = model as Record<string, unknown>;
  const siblings = Array.isArray(record.siblings) ? record.siblings : [];
  return {
    ...model,
    id: `${model.id}${text}`,
    tags: [...(model.tags ?? []), text],
    mask_token: model.mask_token === undefined ? undefined : `${model.mask_token}${text}`,
    config: poison(model.config, text) as ModelRecordInput["config"],
    cardData: poison(model.cardData, text) as ModelRecordInput["cardData"],
    widgetData: poison(model.widgetData, text) as ModelRecordInput["widgetData"],
    transformersInfo: info && {
      ...info,
      auto_model: `${info.auto_model}${HOSTILE_NAME}`,
      ...(info.processor ? { processor: `${info.processor}${HOSTILE_NAME}` } : {}),
      ...(info.custom_class ? { custom_class: `${info.custom_class}${text}` } : {}),
    },
    // Sorts first, so a snippet that names GGUF files in full picks this one. The fixture's own
    // files move into a hostile folder, which keeps their extension (an ultralytics `.pt`).
    siblings: [
      { rfilename: `0-${text}-Q4_K_M.gguf` },
      ...siblings.map((s) => (s && typeof s === "object" ? { ...s, rfilename: `${text}/${(s as { rfilename?: unknown }).rfilename}` } : s)),
    ],
  } as ModelRecordInput;
}

/**
 * `hostile` with the pipeline tag poisoned too. Kept apart because the tag picks code paths
 * (a poisoned tag walks the fallback path of every library).
 */
export function hostileWithTask(model: ModelRecordInput, text = HOSTILE): ModelRecordInput {
  return { ...hostile(model, text), pipeline_tag: `${model.pipeline_tag ?? ""}${text}` } as ModelRecordInput;
}
