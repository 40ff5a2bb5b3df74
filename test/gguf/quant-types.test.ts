import { describe, expect, it } from "vitest";
import { GGMLFileQuantizationType, GGMLQuantizationType, GGUF_QUANT_ORDER, parseGGUFQuantLabel } from "../../engine/index.js";
import { readReference } from "../support/reference.js";

const members = (e: object) =>
  Object.entries(e)
    .filter(([k]) => Number.isNaN(Number(k)))
    .map(([name, code]) => ({ name, code }));

describe("GGUF enumerations agree with the reference facts", () => {
  const ref = readReference("gguf.json");

  it("file quantization types: same names and codes", () => {
    expect(members(GGMLFileQuantizationType)).toEqual(ref.fileQuantizationTypes);
  });

  it("tensor types: same names and codes", () => {
    expect(members(GGMLQuantizationType)).toEqual(ref.tensorQuantizationTypes);
  });

  it("quant order from largest to smallest", () => {
    expect(GGUF_QUANT_ORDER.map((c) => GGMLFileQuantizationType[c])).toEqual(ref.quantOrder);
    expect([...GGUF_QUANT_ORDER]).toEqual(ref.quantOrderCodes);
  });
});

describe("parseGGUFQuantLabel", () => {
  it.each([
    ["Meta-Llama-3-8B-Instruct-Q4_K_M.gguf", "Q4_K_M"],
    ["model.q8_0.gguf", "Q8_0"],
    ["qwen2.5-7b-instruct-bf16-00001-of-00004.gguf", "BF16"],
    ["gemma-3-27b-it-UD-Q4_K_XL.gguf", "Q4_K_XL"],
    ["DeepSeek-R1-UD-IQ1_S-00001-of-00003.gguf", "IQ1_S"],
    ["phi-4-Q8_0_L.gguf", "Q8_0_L"],
    ["gpt-oss-20b-MXFP4.gguf", "MXFP4"],
    ["Q2_K/model-Q5_K_S.gguf", "Q5_K_S"],
    ["tinyllama-IQ4_XS.gguf", "IQ4_XS"],
    ["bitnet-TQ1_0.gguf", "TQ1_0"],
    ["Q4_0_4_8.gguf", "Q4_0_4_8"],
  ])("%s → %s", (name, label) => {
    expect(parseGGUFQuantLabel(name)).toBe(label);
  });

  it("takes the last label when several appear", () => {
    expect(parseGGUFQuantLabel("Q8_0-distilled-from-F16-Q4_K_S.gguf")).toBe("Q4_K_S");
  });

  it("does not read a label out of a longer word", () => {
    expect(parseGGUFQuantLabel("llama-Q4_K_MX.gguf")).toBe(undefined);
    expect(parseGGUFQuantLabel("README.md")).toBe(undefined);
  });

  it("every label it returns without a size variation is a file quantization type", () => {
    for (const name of Object.keys(GGMLFileQuantizationType).filter((k) => Number.isNaN(Number(k)))) {
      expect(parseGGUFQuantLabel(`model-${name.toLowerCase()}.gguf`)).toBe(name);
    }
  });
});
