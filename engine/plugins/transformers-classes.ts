/**
 * The auto classes of a transformers model whose record carries no `transformersInfo` (the hub
 * leaves it out of some answers, e.g. for recent VLMs such as Qwen2.5-VL or DeepSeek-OCR). The
 * pipeline tag says which auto class loads it, when the config names an architecture (so the
 * repository holds a transformers model). A repository with its own code (`config.auto_map`)
 * registers its classes there: the auto class it names is the one that loads it.
 */
import type { SnippetModel } from "../schema/snippet-model.js";

/** Auto model and preprocessing class per pipeline tag (transformers' own names). */
const BY_TASK: Readonly<Record<string, { autoModel: string; processor: string }>> = {
  "image-text-to-text": { autoModel: "AutoModelForImageTextToText", processor: "AutoProcessor" },
  "text-generation": { autoModel: "AutoModelForCausalLM", processor: "AutoTokenizer" },
};

export interface DerivedClasses {
  autoModel: string;
  processor: string;
  /** The repository's own class the auto class maps to (`auto_map`), when it has one. */
  customClass: string;
}

/** `config.auto_map` as class name → module path (`AutoModel: "modeling_x.XModel"`); lists keep their first entry. */
export function autoMap(model: SnippetModel): Record<string, string> {
  const raw = model.config.auto_map;
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const target = Array.isArray(value) ? value[0] : value;
    if (typeof target === "string" && target) out[key] = target;
  }
  return out;
}

export function derivedClasses(model: SnippetModel, pipelineTag: string): DerivedClasses | undefined {
  const known = Object.hasOwn(BY_TASK, pipelineTag) ? BY_TASK[pipelineTag]! : undefined;
  if (!known || model.config.architectures.length === 0) return undefined;
  const map = autoMap(model);
  if (Object.keys(map).length === 0 || map[known.autoModel]) return { ...known, customClass: map[known.autoModel] ?? "" };
  // Custom code that registers only a generic class: that class loads it, the task's class would not.
  const registered = ["AutoModelForCausalLM", "AutoModel"].find((c) => map[c]);
  return registered ? { autoModel: registered, processor: known.processor, customClass: map[registered]! } : { ...known, customClass: "" };
}
