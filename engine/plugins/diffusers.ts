/**
 * diffusers: one snippet out of eight, picked by what the model is. LoRA and textual
 * inversion weights load on top of their `cardData.base_model`; inpainting (FLUX Fill
 * included), image-to-image, video and image+text models (an input picture and a prompt:
 * FLUX Kontext, Qwen-Image-Edit; LTX-Video, Wan I2V) get their input and output handling;
 * everything else is text-to-image. The prompt is the card's `instance_prompt` (the
 * trigger words of a fine-tune) when it has one.
 */
import type { SnippetModel } from "../schema/snippet-model.js";
import type { LibraryPlugin, SnippetSelection } from "./types.js";

export const DIFFUSERS_SNIPPETS = [
  "text-to-image",
  "lora",
  "textual-inversion",
  "inpainting",
  "image-to-image",
  "video",
  "image-text-to-image",
  "image-text-to-video",
] as const;
type Kind = (typeof DIFFUSERS_SNIPPETS)[number];

const DEFAULT_PROMPT = "A lighthouse on a rocky coast at dawn, soft golden light, detailed";

/** Prompts for models that take a picture with the prompt: an edit, and a motion from a first frame. */
const EDIT_PROMPT = "Turn the cat into a watercolour painting, keeping its pose";
const MOTION_PROMPT = "The astronaut turns slowly and waves at the camera";

const isFluxFill = (model: SnippetModel) => /flux[.\w-]*-fill/i.test(model.id);

/**
 * The pipeline class for image+text to video. `DiffusionPipeline` loads the class the repository
 * names, which takes the first frame for Wan I2V; LTX-Video's repository names its text-to-video
 * pipeline, so the image-conditioned class that loads the same weights is named instead.
 */
function imageToVideoClass(model: SnippetModel): string {
  return model.tags.includes("diffusers:LTXPipeline") || /ltx-video/i.test(model.id) ? "LTXImageToVideoPipeline" : "DiffusionPipeline";
}

const takesImage = (tag: string) => tag === "image-to-image" || tag === "image-text-to-image";
const makesVideo = (tag: string) => tag === "text-to-video" || tag === "image-to-video" || tag === "image-text-to-video";

/** Guidance and steps for mask-based editing (FLUX Fill wants a far higher guidance). */
const INPAINTING = {
  fluxFill: { pipelineClass: "FluxFillPipeline", guidance_scale: 30, num_inference_steps: 50, dtype: "bfloat16" },
  other: { pipelineClass: "AutoPipelineForInpainting", guidance_scale: 8, num_inference_steps: 20, dtype: "float16" },
} as const;

export function diffusersKind(model: SnippetModel): Kind {
  const base = model.cardData.base_model;
  if (base && model.tags.includes("lora")) return "lora";
  if (base && model.tags.includes("textual_inversion")) return "textual-inversion";
  if (isFluxFill(model) || model.tags.includes("inpainting") || /inpaint/i.test(model.id)) return "inpainting";
  if (model.pipeline_tag === "image-to-image") return "image-to-image";
  if (model.pipeline_tag === "image-text-to-image") return "image-text-to-image";
  if (model.pipeline_tag === "image-text-to-video") return "image-text-to-video";
  if (model.pipeline_tag === "text-to-video" || model.pipeline_tag === "image-to-video") return "video";
  return "text-to-image";
}

/** diffusers' own file name for LoRA weights, which it loads without being told. */
const DEFAULT_LORA_WEIGHTS = "pytorch_lora_weights.safetensors";

/**
 * The `weight_name` to pass to `load_lora_weights`: diffusers finds a repository's only
 * top-level `.safetensors` file by itself, but refuses to guess among several, so name one
 * (its own default when present, else the first listed). Empty when none is needed.
 */
export function loraWeightName(model: SnippetModel): string {
  const weights = model.files.filter((f) => !f.includes("/") && f.endsWith(".safetensors"));
  if (weights.length < 2) return "";
  return weights.includes(DEFAULT_LORA_WEIGHTS) ? DEFAULT_LORA_WEIGHTS : weights[0]!;
}

export const diffusers: LibraryPlugin = {
  name: "diffusers",
  context(model) {
    const inpainting = INPAINTING[isFluxFill(model) ? "fluxFill" : "other"];
    const tag = model.pipeline_tag;
    const fallback = tag === "image-text-to-image" ? EDIT_PROMPT : tag === "image-text-to-video" ? MOTION_PROMPT : DEFAULT_PROMPT;
    return {
      prompt: model.cardData.instance_prompt || model.widget.text || fallback,
      imageInput: tag === "image-to-video" || tag === "image-text-to-video",
      // LoRA weights of a video model load on a video pipeline, whose output is frames.
      video: makesVideo(tag),
      // Likewise an image-to-image LoRA (an editing model's) runs on an input image.
      editsImage: takesImage(tag),
      inpainting: { guidance: inpainting.guidance_scale, steps: inpainting.num_inference_steps },
      loraWeight: loraWeightName(model),
      code: { inpaintingClass: inpainting.pipelineClass, inpaintingDtype: inpainting.dtype, imageToVideoClass: imageToVideoClass(model) },
    };
  },
  select(model) {
    const kind = diffusersKind(model);
    return Object.fromEntries(DIFFUSERS_SNIPPETS.filter((k) => k !== kind).map((k) => [k, false])) as SnippetSelection;
  },
};
