/** `model-atlas gguf <file-name>`: the quantization label in a GGUF file name, and its file-type code. */
import { GGMLFileQuantizationType, parseGGUFQuantLabel } from "../../gguf/index.js";
import { expectPositionals, oneOf, parseCommandArgs, printHelp, type Command } from "../args.js";
import { EXIT } from "../exit-codes.js";
import { FORMATS, fields, json } from "../format.js";
import { CliError } from "../io.js";

export const ggufCommand: Command = {
  name: "gguf",
  help: `Usage: model-atlas gguf <file-name> [--format text|json]

Reads the quantization label out of a GGUF file name (e.g. Q4_K_M) and gives the
GGML file-type code it stands for. A label with a size suffix (Q8_0_L) or a naming-only
alias (MXFP4) has no code of its own; the code of its base type is shown instead.

Examples:
  model-atlas gguf Llama-3-8B-Instruct-Q4_K_M.gguf
  model-atlas gguf Qwen3-30B-A3B-UD-Q4_K_XL-00001-of-00002.gguf --format json`,

  async run(argv, io) {
    const { values, positionals } = parseCommandArgs("gguf", argv, { format: { type: "string" } });
    if (values.help) return printHelp(io, this.help);
    expectPositionals("gguf", positionals, ["file-name"]);
    const format = oneOf("format", values.format ?? "text", FORMATS);
    const fileName = positionals[0]!;
    const label = parseGGUFQuantLabel(fileName);
    if (!label) throw new CliError(EXIT.input, `No quantization label found in ${JSON.stringify(fileName)} (expected e.g. Q4_K_M, IQ2_XS, F16)`);
    const { code, base } = fileTypeCode(label);
    if (format === "json") {
      io.stdout.write(json({ fileName, label, fileType: code ?? null, ...(base !== label && { baseType: base }) }));
    } else {
      const codeText = code === undefined ? "none" : base === label ? String(code) : `${code} (of ${base})`;
      io.stdout.write(
        `${fields([
          ["File", fileName],
          ["Label", label],
          ["File type", codeText],
        ])}\n`,
      );
    }
    return 0;
  },
};

/** The enum code of a label, trying its base name when the label carries a size suffix. */
export function fileTypeCode(label: string): { code?: number; base: string } {
  const table = GGMLFileQuantizationType as unknown as Record<string, number | string>;
  let base = label;
  while (base) {
    const code = table[base];
    if (typeof code === "number") return { code, base };
    const cut = base.lastIndexOf("_");
    if (cut <= 0) break;
    base = base.slice(0, cut);
  }
  return { base: label };
}
