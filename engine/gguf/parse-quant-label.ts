/**
 * Reads the quantization label out of a GGUF file name, e.g.
 * `Llama-3-8B-Instruct-UD-Q4_K_XL-00001-of-00002.gguf` → `Q4_K_XL`.
 */
import { GGMLFileQuantizationType } from "./types.js";

/** Names that appear in file names without being a file type of their own. */
const FILENAME_ALIASES = ["MXFP4"];

const escapeForRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const QUANT_NAMES = [...Object.keys(GGMLFileQuantizationType).filter((k) => Number.isNaN(Number(k))), ...FILENAME_ALIASES]
  // Longest first, so `Q4_K_XL` wins over `Q4_K` at the same position.
  .sort((a, b) => b.length - a.length)
  .map(escapeForRegExp);

// A label may carry an Unsloth `UD-` prefix (dropped from the result) and a `_<LETTERS>` size
// variation (kept, as in `Q8_0_L`). It must not run on into more letters or digits, so
// `Q4_K_M` is not read out of `Q4_K_MX`; the left side is free, as labels are often glued to words.
const LABEL = new RegExp(`(?:UD-)?(?<quant>${QUANT_NAMES.join("|")})(?<size>_[A-Z]+)?(?![A-Z0-9])`, "g");

export function parseGGUFQuantLabel(fileName: string): string | undefined {
  const upper = fileName.toUpperCase();
  let last: string | undefined;
  for (const match of upper.matchAll(LABEL)) {
    last = `${match.groups!.quant}${match.groups!.size ?? ""}`;
  }
  return last;
}
