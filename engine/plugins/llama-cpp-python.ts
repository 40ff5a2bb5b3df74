/**
 * llama-cpp-python: loads one GGUF file of the repository, chosen by its quantization label
 * (read from the file name; Q4_K_M or the nearest one). The file is named by a pattern on
 * that label, so it matches whatever prefix the uploader used. A model split into shards
 * (`…-00001-of-00003.gguf`) names its first shard and lists the others as
 * `additional_files`, which `Llama.from_pretrained` downloads next to it.
 */
import { pickGGUFFile } from "../library-snippets/gguf-files.js";
import type { LibraryPlugin } from "./types.js";

const SHARD = /-(\d{5})-of-(\d{5})\.gguf$/i;

/**
 * `*<label>.gguf` when exactly one file matches it (llama-cpp-python refuses a pattern that
 * matches several); split or oddly cased files are named in full instead.
 */
function labelPattern(files: readonly string[], label: string): string | undefined {
  if (!label) return undefined;
  const suffix = `${label}.gguf`;
  return files.filter((f) => f.endsWith(suffix)).length === 1 ? `*${suffix}` : undefined;
}

/** The other shards of a split file, in order; [] for a file that is not a shard. */
export function otherShards(files: readonly string[], file: string): string[] {
  const match = SHARD.exec(file);
  if (!match) return [];
  const stem = file.slice(0, match.index);
  const total = match[2]!;
  return files
    .filter((f) => f !== file && f.startsWith(stem) && SHARD.exec(f)?.[2] === total && f.length === file.length)
    .sort();
}

export const llamaCppPython: LibraryPlugin = {
  name: "llama-cpp-python",
  context(model) {
    const choice = pickGGUFFile(model.files);
    const pattern = !choice ? "*.gguf" : labelPattern(model.files, choice.label) ?? choice.file;
    return {
      quant: choice?.label ?? "",
      pattern,
      additionalFiles: choice ? otherShards(model.files, choice.file) : [],
      chat: model.tags.includes("conversational") || model.pipeline_tag === "image-text-to-text",
    };
  },
};
