/**
 * llama-cpp-python: loads one GGUF file of the repository, chosen by its quantization label
 * (read from the file name; Q4_K_M or the nearest one). The file is named by a pattern on
 * that label, so it matches whatever prefix the uploader used.
 */
import { pickGGUFFile } from "../library-snippets/gguf-files.js";
import type { LibraryPlugin } from "./types.js";

/**
 * `*<label>.gguf` when exactly one file matches it (llama-cpp-python refuses a pattern that
 * matches several); split or oddly cased files are named in full instead.
 */
function labelPattern(files: readonly string[], label: string): string | undefined {
  if (!label) return undefined;
  const suffix = `${label}.gguf`;
  return files.filter((f) => f.endsWith(suffix)).length === 1 ? `*${suffix}` : undefined;
}

export const llamaCppPython: LibraryPlugin = {
  name: "llama-cpp-python",
  context(model) {
    const choice = pickGGUFFile(model.files);
    const pattern = !choice ? "*.gguf" : labelPattern(model.files, choice.label) ?? choice.file;
    return {
      quant: choice?.label ?? "",
      pattern,
      chat: model.tags.includes("conversational") || model.pipeline_tag === "image-text-to-text",
    };
  },
};
