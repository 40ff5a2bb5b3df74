/**
 * scikit-learn models. Those saved with skops (the `skops` tag) name their file in
 * config.json (`sklearn.model.file`) and its format (`sklearn.model_format`, "skops" or
 * "pickle"); a skops model without that file name gets a message instead of code. Other
 * models are a joblib dump, by convention `sklearn_model.joblib` (the file the hub counts
 * downloads of), unless config.json names another file or the repository holds exactly one
 * other model dump.
 */
import type { SnippetModel } from "../schema/snippet-model.js";
import type { LibraryPlugin } from "./types.js";

/** The conventional file of a joblib-saved model. */
const DEFAULT_FILE = "sklearn_model.joblib";
const DUMP = /\.(joblib|pkl|pickle|skops)$/i;

const field = (value: unknown, key: string): unknown => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined);

/** The dump to load when config.json names none: the conventional file, or the repository's only dump. */
function defaultFile(model: SnippetModel): string {
  if (model.files.length === 0 || model.files.includes(DEFAULT_FILE)) return DEFAULT_FILE;
  const dumps = model.files.filter((f) => DUMP.test(f));
  return dumps.length === 1 ? dumps[0]! : DEFAULT_FILE;
}

export const sklearn: LibraryPlugin = {
  name: "sklearn",
  context(model) {
    const section = model.config.sklearn;
    const named = field(field(section, "model"), "file");
    const hasName = typeof named === "string" && named !== "";
    if (!hasName && model.tags.includes("skops")) return { error: "Model filename not specified in config.json" };
    const file = hasName ? named : defaultFile(model);
    const format = field(section, "model_format");
    const skops = format === "skops" || (format === undefined && file.endsWith(".skops"));
    return { file, skops };
  },
};
