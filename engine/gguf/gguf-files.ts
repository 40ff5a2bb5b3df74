/**
 * Picks the GGUF file a snippet should load from a repository's file list, and its
 * quantization label (`Q4_K_M`, …) read from the file name.
 */
import { GGMLFileQuantizationType, GGUF_QUANT_ORDER, parseGGUFQuantLabel } from "../gguf/index.js";

export interface GGUFChoice {
  file: string;
  /** The label from the file name, or "" when the name carries none. */
  label: string;
}

/** The label most people start with: small, and close to the full model's quality. */
export const PREFERRED_QUANT = "Q4_K_M";

const ORDER = GGUF_QUANT_ORDER.map((code) => GGMLFileQuantizationType[code] as string);

/**
 * Whether a file is GGUF weights: a `.gguf` file that is not the vision projector
 * (`mmproj-*.gguf`) that vision repositories ship beside their weights. Only the file's own
 * name is read, so a folder named after a projector does not hide its weights.
 */
export function isGGUFWeightFile(file: string): boolean {
  const name = file.split("/").pop()!;
  return /\.gguf$/i.test(name) && !/mmproj/i.test(name);
}

/**
 * The GGUF weights file to suggest: Q4_K_M when there is one, else the largest file smaller
 * than it, else the smallest file larger than it (files whose label is unknown come last).
 * Projector files of vision models are not weights and are skipped. Undefined when the
 * list has no GGUF file.
 */
export function pickGGUFFile(files: readonly string[]): GGUFChoice | undefined {
  const weights = files.filter(isGGUFWeightFile);
  if (!weights.length) return undefined;
  const target = ORDER.indexOf(PREFERRED_QUANT);
  const rank = (label: string) => {
    const base = ORDER.indexOf(label) >= 0 ? label : label.replace(/_[A-Z]+$/, "");
    const at = ORDER.indexOf(base);
    if (at < 0) return Number.MAX_SAFE_INTEGER;
    // At or below the target size: nearest first; above it: after all of those, nearest first.
    return at >= target ? at - target : ORDER.length + (target - at);
  };
  const ranked = weights
    .map((file) => ({ file, label: parseGGUFQuantLabel(file.split("/").pop()!) ?? "" }))
    .sort((a, b) => rank(a.label) - rank(b.label) || a.file.localeCompare(b.file));
  return ranked[0];
}
