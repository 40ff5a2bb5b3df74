/**
 * Which local apps a model gets. Each rule is a small named predicate over the facts a hub
 * record gives (tags, pipeline, library, quantisation config, GGUF metadata and files); an app's
 * YAML lists the rules under which it is offered (`offerWhen`, any of them). Rules never look
 * at the app, so one rule serves every app that runs the same kind of weights.
 */
import type { LocalAppRuleName } from "../schema/local-app.js";
import type { AppModel } from "./app-model.js";

/** Pipelines a chat or completion server (vLLM, SGLang, Docker Model Runner) can serve. */
const LLM_PIPELINES: ReadonlySet<string> = new Set(["text-generation", "image-text-to-text"]);

/** `config.quantization_config.quant_method` values vLLM and SGLang load directly. */
export const SERVER_QUANT_METHODS: readonly string[] = ["awq", "gptq", "aqlm", "marlin"];

/**
 * A GGUF language model llama.cpp can run: the hub's GGUF metadata names a context length
 * (it does only for language models), or, for a record without GGUF metadata, the repository
 * holds GGUF weights and the pipeline is a text one (or unknown).
 */
export const isLlamaCppGguf = (m: AppModel): boolean =>
  m.gguf ? m.gguf.contextLength > 0 : m.ggufFiles.length > 0 && (m.pipeline === "" || LLM_PIPELINES.has(m.pipeline));

/** MLX weights: the hub tags them `mlx`. */
export const isMlx = (m: AppModel): boolean => m.tags.includes("mlx");

/** A transformers text or vision-language model. */
export const isTransformersLlm = (m: AppModel): boolean => m.tags.includes("transformers") && LLM_PIPELINES.has(m.pipeline);

/** Weights quantised with a method the GPU servers load themselves (AWQ, GPTQ, AQLM, Marlin). */
export const isServerQuantisedLlm = (m: AppModel): boolean => SERVER_QUANT_METHODS.includes(m.quantMethod) && LLM_PIPELINES.has(m.pipeline);

/**
 * What vLLM and Docker Model Runner serve: GGUF, transformers or server-quantised language
 * models. A GGUF language model counts as one without a pipeline tag too (GGUF repositories
 * often have none, e.g. ggml-org/gemma-3-1b-it-GGUF), exactly as for llama.cpp.
 */
export const isServableLlm = (m: AppModel): boolean =>
  isLlamaCppGguf(m) || (LLM_PIPELINES.has(m.pipeline) && (isTransformersLlm(m) || isServerQuantisedLlm(m)));

/** SGLang: transformers or server-quantised language models (it does not load GGUF files from a repository id). */
export const isSglangLlm = (m: AppModel): boolean => isTransformersLlm(m) || isServerQuantisedLlm(m);

/** The author marked the model as served by Text Generation Inference. */
export const isTgi = (m: AppModel): boolean => m.tags.includes("text-generation-inference");

/** Fine-tuned or published with Unsloth. */
export const isUnsloth = (m: AppModel): boolean => m.tags.includes("unsloth");

/** Built for AMD Ryzen AI NPUs (`ryzenai-hybrid`, `ryzenai-npu`, …). */
export const isRyzenAi = (m: AppModel): boolean => m.tags.some((t) => t.startsWith("ryzenai-"));

/** A diffusers text-to-image pipeline. */
export const isDiffusersTextToImage = (m: AppModel): boolean => m.library === "diffusers" && m.pipeline === "text-to-image";

/** A diffusers LoRA adapter (image apps load it on top of its base model). */
export const isDiffusersLora = (m: AppModel): boolean => m.library === "diffusers" && m.tags.includes("lora");

/** Diffusers safetensors weights for text-to-image, or a LoRA (what Jellybox imports). */
export const isDiffusersSafetensorsImage = (m: AppModel): boolean =>
  m.library === "diffusers" && m.tags.includes("safetensors") && (m.pipeline === "text-to-image" || m.tags.includes("lora"));

/** A Core ML text-to-image model packaged for JoyFusion. */
export const isJoyFusionCoreMl = (m: AppModel): boolean => m.tags.includes("coreml") && m.tags.includes("joyfusion") && m.pipeline === "text-to-image";

/**
 * A GGUF chat model whose chat template renders tool definitions: coding and agent apps
 * (Pi, Hermes Agent, OpenClaw) call tools, so a model that cannot see them is no use there.
 */
export const isToolCallingGgufChat = (m: AppModel): boolean =>
  isLlamaCppGguf(m) && m.tags.includes("conversational") && /\btools\b/.test(m.gguf?.chatTemplate ?? "");

/** A GGUF language model and one file of it is known (apps that must be given a file name). */
export const isGgufWithFile = (m: AppModel): boolean => isLlamaCppGguf(m) && m.choice !== undefined;

export const RULES = {
  "llama-cpp-gguf": isLlamaCppGguf,
  "gguf-with-file": isGgufWithFile,
  mlx: isMlx,
  "transformers-llm": isTransformersLlm,
  "server-quantised-llm": isServerQuantisedLlm,
  "servable-llm": isServableLlm,
  "sglang-llm": isSglangLlm,
  tgi: isTgi,
  unsloth: isUnsloth,
  ryzenai: isRyzenAi,
  "diffusers-text-to-image": isDiffusersTextToImage,
  "diffusers-lora": isDiffusersLora,
  "diffusers-safetensors-image": isDiffusersSafetensorsImage,
  "joyfusion-coreml": isJoyFusionCoreMl,
  "tool-calling-gguf-chat": isToolCallingGgufChat,
} as const satisfies Record<LocalAppRuleName, (m: AppModel) => boolean>;
