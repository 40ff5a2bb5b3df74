/**
 * Which GGUF file a local app loads. A GGUF repository usually holds one file per
 * quantisation; the suggestion is Q4_K_M when there is one, else the nearest size in
 * GGUF_QUANT_ORDER (see `pickGGUFFile`). A model split into parts
 * (`name-00001-of-00003.gguf`) is named by its first part, and the other parts are listed,
 * since the apps download them next to it. The caller may ask for another file.
 */
import { AtlasError } from "../errors/atlas-error.js";
import { parseGGUFQuantLabel } from "../gguf/index.js";
import { isGGUFWeightFile, pickGGUFFile } from "./gguf-files.js";

export interface GgufFileChoice {
  /** The file to load: the whole file, or the first part of a split one. */
  file: string;
  /** Its quantisation label read from the file name (`Q4_K_M`), or "" when the name has none. */
  quant: string;
  /** Every part in order, the file itself first; just `[file]` when it is not split. */
  parts: string[];
}

const PART = /-(\d{5})-of-(\d{5})\.gguf$/i;

/** GGUF weight files of a repository (vision projectors, `mmproj-*`, are not weights). */
export function ggufWeightFiles(files: readonly string[]): string[] {
  return files.filter(isGGUFWeightFile);
}

/**
 * Every GGUF file a user can choose to load, in the repository's order: whole files and the
 * first part of split ones, each once. Projector files are left out, so every entry is a
 * valid `requested` for `chooseGgufFile`.
 */
export function ggufFileChoices(files: readonly string[]): GgufFileChoice[] {
  const weights = ggufWeightFiles(files);
  const firsts = [...new Set(weights.map(firstPart))];
  return firsts.map((file) => ({ file, quant: labelOf(file), parts: partsOf(weights, file) }));
}

/** For a part of a split file, its first part; any other name is returned as it is. */
export function firstPart(file: string): string {
  const match = PART.exec(file);
  if (!match) return file;
  return `${file.slice(0, match.index)}-${"1".padStart(match[1]!.length, "0")}-of-${match[2]}${file.slice(match.index + match[0].length - 5)}`;
}

/** The parts of the split file whose first part is `first`, in order (just `[first]` when not split). */
export function partsOf(files: readonly string[], first: string): string[] {
  const match = PART.exec(first);
  if (!match) return [first];
  const stem = first.slice(0, match.index);
  const total = match[2]!;
  const count = Number(total);
  const parts = Array.from({ length: count }, (_, i) => `${stem}-${String(i + 1).padStart(match[1]!.length, "0")}-of-${total}.gguf`);
  // Keep the extension's case as the repository has it, and trust the list when it names the parts.
  const listed = parts.map((p) => files.find((f) => f.toLowerCase() === p.toLowerCase()) ?? p);
  return listed;
}

const labelOf = (file: string) => parseGGUFQuantLabel(file.split("/").pop()!) ?? "";

/**
 * The GGUF file to use. `requested` (a file name, or a part of a split file) must be one of
 * the repository's GGUF files when the record lists its files; without a list it is taken as
 * given. Undefined when nothing is requested and the record lists no GGUF file.
 */
export function chooseGgufFile(files: readonly string[], requested?: string, where = "model"): GgufFileChoice | undefined {
  const weights = ggufWeightFiles(files);
  if (requested !== undefined) {
    if (!/\.gguf$/i.test(requested)) {
      throw new AtlasError([
        {
          code: "input",
          path: "file",
          value: requested,
          message: `${JSON.stringify(requested)} is not a GGUF file`,
          hint: "give the name of a .gguf file of the repository",
        },
      ]);
    }
    if (files.length && !weights.includes(requested)) {
      const shown =
        weights.length === 0
          ? ["(none: the repository holds no GGUF file)"]
          : weights.length > 12
            ? [...weights.slice(0, 12), `… ${weights.length - 12} more`]
            : weights;
      throw new AtlasError([
        {
          code: "input",
          path: "file",
          value: requested,
          message: `${JSON.stringify(requested)} is not a GGUF file of ${where}`,
          hint: `choose one of: ${shown.join(", ")}`,
        },
      ]);
    }
    const file = firstPart(requested);
    return { file, quant: labelOf(file), parts: partsOf(weights, file) };
  }
  const firsts = [...new Set(weights.map(firstPart))];
  const picked = pickGGUFFile(firsts);
  if (!picked) return undefined;
  return { file: picked.file, quant: picked.label, parts: partsOf(weights, picked.file) };
}
