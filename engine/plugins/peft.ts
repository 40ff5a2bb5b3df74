/**
 * PEFT adapters load on top of their base model, whose auto class follows the adapter's
 * `task_type`. Both come from `config.peft` (the hub copies adapter_config.json there).
 */
import type { LibraryPlugin } from "./types.js";

/** PEFT task types with a transformers auto class to load the base model. */
export const PEFT_AUTO_CLASSES: Readonly<Record<string, string>> = {
  CAUSAL_LM: "AutoModelForCausalLM",
  SEQ_2_SEQ_LM: "AutoModelForSeq2SeqLM",
  TOKEN_CLS: "AutoModelForTokenClassification",
  SEQ_CLS: "AutoModelForSequenceClassification",
};

export const peft: LibraryPlugin = {
  name: "peft",
  context(model) {
    const { base_model_name_or_path: baseModel, task_type: taskType } = model.config.peft;
    if (!baseModel) return { error: "Base model is not found." };
    const autoClass = Object.hasOwn(PEFT_AUTO_CLASSES, taskType) ? PEFT_AUTO_CLASSES[taskType] : undefined;
    if (!autoClass) return { error: "Task type is invalid." };
    return { baseModel, code: { autoClass } };
  },
};
