/**
 * scikit-learn models saved with skops: config.json names the file (`sklearn.model.file`)
 * and its format (`sklearn.model_format`, "skops" or "pickle").
 */
import type { LibraryPlugin } from "./types.js";

const field = (value: unknown, key: string): unknown =>
  value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;

export const sklearn: LibraryPlugin = {
  name: "sklearn",
  context(model) {
    const section = model.config.sklearn;
    const file = field(field(section, "model"), "file");
    if (typeof file !== "string" || !file) return { error: "Model filename not specified in config.json" };
    const format = field(section, "model_format");
    const skops = format === "skops" || (format === undefined && file.endsWith(".skops"));
    return { file, skops };
  },
};
