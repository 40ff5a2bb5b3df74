/** Each rule that decides which local apps a model gets, on its own. */
import { describe, expect, it } from "vitest";
import type { ModelRecordInput } from "../../engine/index.js";
import { validModelRecord } from "../../engine/schema/model-check.js";
import { appModel } from "../../engine/local-apps/app-model.js";
import * as rules from "../../engine/local-apps/rules.js";

const m = (record: Partial<ModelRecordInput> & Record<string, unknown>, file?: string) =>
  appModel(validModelRecord({ id: "org/model", ...record } as ModelRecordInput), file);
const gguf = (extra: Record<string, unknown> = {}) => ({ context_length: 4096, ...extra });

describe("local app rules", () => {
  it("isLlamaCppGguf: GGUF metadata with a context length, or GGUF files of a text model without metadata", () => {
    expect(rules.isLlamaCppGguf(m({ gguf: gguf() }))).toBe(true);
    expect(rules.isLlamaCppGguf(m({ gguf: { total: 1 } }))).toBe(false);
    expect(rules.isLlamaCppGguf(m({ pipeline_tag: "text-generation", siblings: [{ rfilename: "a-Q4_K_M.gguf" }] }))).toBe(true);
    expect(rules.isLlamaCppGguf(m({ siblings: [{ rfilename: "a.gguf" }] }))).toBe(true);
    expect(rules.isLlamaCppGguf(m({ pipeline_tag: "text-to-image", siblings: [{ rfilename: "flux-Q4_0.gguf" }] }))).toBe(false);
    expect(rules.isLlamaCppGguf(m({ siblings: [{ rfilename: "mmproj-f16.gguf" }] }))).toBe(false);
    expect(rules.isLlamaCppGguf(m({ tags: ["gguf"] }))).toBe(false);
  });

  it("isMlx: the mlx tag", () => {
    expect(rules.isMlx(m({ tags: ["mlx"] }))).toBe(true);
    expect(rules.isMlx(m({ library_name: "mlx" }))).toBe(false);
  });

  it("isTransformersLlm: the transformers tag on a text or vision-language pipeline", () => {
    expect(rules.isTransformersLlm(m({ tags: ["transformers"], pipeline_tag: "text-generation" }))).toBe(true);
    expect(rules.isTransformersLlm(m({ tags: ["transformers"], pipeline_tag: "image-text-to-text" }))).toBe(true);
    expect(rules.isTransformersLlm(m({ tags: ["transformers"], pipeline_tag: "fill-mask" }))).toBe(false);
    expect(rules.isTransformersLlm(m({ library_name: "transformers", pipeline_tag: "text-generation" }))).toBe(false);
  });

  it("isServerQuantisedLlm: AWQ, GPTQ, AQLM or Marlin weights of a language model", () => {
    for (const method of ["awq", "gptq", "aqlm", "marlin", "AWQ"]) {
      expect(
        rules.isServerQuantisedLlm(m({ pipeline_tag: "text-generation", config: { quantization_config: { quant_method: method } } } as never)),
        method,
      ).toBe(true);
    }
    expect(rules.isServerQuantisedLlm(m({ pipeline_tag: "text-generation", config: { quantization_config: { quant_method: "bitsandbytes" } } } as never))).toBe(
      false,
    );
    expect(rules.isServerQuantisedLlm(m({ pipeline_tag: "text-to-image", config: { quantization_config: { quant_method: "awq" } } } as never))).toBe(false);
  });

  it("isServableLlm (vLLM, Docker Model Runner) and isSglangLlm (no GGUF)", () => {
    const ggufModel = m({ pipeline_tag: "text-generation", gguf: gguf() });
    expect(rules.isServableLlm(ggufModel)).toBe(true);
    expect(rules.isSglangLlm(ggufModel)).toBe(false);
    // A GGUF language model without a pipeline tag (common on the hub) is served too.
    expect(rules.isServableLlm(m({ gguf: gguf() }))).toBe(true);
    expect(rules.isServableLlm(m({ pipeline_tag: "text-to-image", siblings: [{ rfilename: "sd-Q4_0.gguf" }] }))).toBe(false);
    const tf = m({ tags: ["transformers"], pipeline_tag: "text-generation" });
    expect(rules.isServableLlm(tf) && rules.isSglangLlm(tf)).toBe(true);
  });

  it("isTgi, isUnsloth, isRyzenAi: their tags", () => {
    expect(rules.isTgi(m({ tags: ["text-generation-inference"] }))).toBe(true);
    expect(rules.isTgi(m({ tags: ["transformers"] }))).toBe(false);
    expect(rules.isUnsloth(m({ tags: ["unsloth"] }))).toBe(true);
    expect(rules.isUnsloth(m({ id: "unsloth/x" }))).toBe(false);
    expect(rules.isRyzenAi(m({ tags: ["ryzenai-hybrid"] }))).toBe(true);
    expect(rules.isRyzenAi(m({ tags: ["ryzenai-npu"] }))).toBe(true);
    expect(rules.isRyzenAi(m({ tags: ["ryzenai"] }))).toBe(false);
  });

  it("the image rules: diffusers text-to-image, LoRA, safetensors, JoyFusion Core ML", () => {
    const t2i = { library_name: "diffusers", pipeline_tag: "text-to-image" };
    expect(rules.isDiffusersTextToImage(m(t2i))).toBe(true);
    expect(rules.isDiffusersTextToImage(m({ ...t2i, library_name: "transformers" }))).toBe(false);
    expect(rules.isDiffusersTextToImage(m({ ...t2i, pipeline_tag: "image-to-image" }))).toBe(false);
    expect(rules.isDiffusersLora(m({ library_name: "diffusers", tags: ["lora"] }))).toBe(true);
    expect(rules.isDiffusersSafetensorsImage(m({ ...t2i, tags: ["safetensors"] }))).toBe(true);
    expect(rules.isDiffusersSafetensorsImage(m(t2i))).toBe(false);
    expect(rules.isJoyFusionCoreMl(m({ pipeline_tag: "text-to-image", tags: ["coreml", "joyfusion"] }))).toBe(true);
    expect(rules.isJoyFusionCoreMl(m({ pipeline_tag: "text-to-image", tags: ["coreml"] }))).toBe(false);
  });

  it("isToolCallingGgufChat: a conversational GGUF model whose chat template renders tools", () => {
    const tools = "{% if tools %}{{ tools }}{% endif %}";
    expect(rules.isToolCallingGgufChat(m({ tags: ["conversational"], gguf: gguf({ chat_template: tools }) }))).toBe(true);
    expect(rules.isToolCallingGgufChat(m({ tags: [], gguf: gguf({ chat_template: tools }) }))).toBe(false);
    expect(rules.isToolCallingGgufChat(m({ tags: ["conversational"], gguf: gguf({ chat_template: "{{ messages }}" }) }))).toBe(false);
    expect(rules.isToolCallingGgufChat(m({ tags: ["conversational"], gguf: gguf({ chat_template: "{{ toolset }}" }) }))).toBe(false);
    expect(rules.isToolCallingGgufChat(m({ tags: ["conversational"], gguf: gguf() }))).toBe(false);
  });

  it("isGgufWithFile: a GGUF model with a known file (listed, or chosen by the caller)", () => {
    expect(rules.isGgufWithFile(m({ gguf: gguf() }))).toBe(false);
    expect(rules.isGgufWithFile(m({ gguf: gguf() }, "x-Q4_K_M.gguf"))).toBe(true);
    expect(rules.isGgufWithFile(m({ gguf: gguf(), siblings: [{ rfilename: "x-Q8_0.gguf" }] }))).toBe(true);
  });

  it("every rule is in the RULES table under a name", () => {
    const fns = Object.entries(rules).filter(([k, v]) => typeof v === "function" && k.startsWith("is"));
    expect(new Set(Object.values(rules.RULES))).toEqual(new Set(fns.map(([, v]) => v)));
  });
});
