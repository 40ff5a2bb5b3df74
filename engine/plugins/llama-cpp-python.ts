/**
 * llama-cpp-python: loads one GGUF file of the repository, chosen by its quantization label
 * (read from the file name; Q4_K_M or the nearest one). The file is named by a pattern on
 * that label, so it matches whatever prefix the uploader used. A model split into shards
 * (`…-00001-of-00003.gguf`) names its first shard and lists the others as
 * `additional_files`, which `Llama.from_pretrained` downloads next to it. The file is the one the
 * local apps use (`chooseGgufFile`).
 */
import { chooseGgufFile } from "../gguf/file-choice.js";
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
  formats: ["gguf"],
  context(model) {
    // The same file the local apps load (engine/gguf/file-choice.ts). Only a record that
    // lists no file at all falls back to any GGUF file.
    const choice = chooseGgufFile(model.files);
    const pattern = !choice ? "*.gguf" : (labelPattern(model.files, choice.quant) ?? choice.file);
    return {
      quant: choice?.quant ?? "",
      pattern,
      additionalFiles: choice?.parts.slice(1) ?? [],
      chat: model.tags.includes("conversational") || model.pipeline_tag === "image-text-to-text",
    };
  },
};
