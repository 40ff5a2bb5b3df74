/**
 * diffusers: one snippet out of six, picked by what the model is. LoRA and textual
 * inversion weights load on top of their `cardData.base_model`; inpainting (FLUX Fill
 * included), image-to-image and video models get their input and output handling;
 * everything else is text-to-image. The prompt is the card's `instance_prompt` (the
 * trigger words of a fine-tune) when it has one.
 */
import type { SnippetModel } from "../library-snippets/model.js";
import type { LibraryPlugin, SnippetSelection } from "./types.js";

export const DIFFUSERS_SNIPPETS = ["text-to-image", "lora", "textual-inversion", "inpainting", "image-to-image", "video"] as const;
type Kind = (typeof DIFFUSERS_SNIPPETS)[number];

const DEFAULT_PROMPT = "A lighthouse on a rocky coast at dawn, soft golden light, detailed";

const isFluxFill = (model: SnippetModel) => /flux[.\w-]*-fill/i.test(model.id);

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
  if (model.pipeline_tag === "text-to-video" || model.pipeline_tag === "image-to-video") return "video";
  return "text-to-image";
}

export const diffusers: LibraryPlugin = {
  name: "diffusers",
  context(model) {
    const inpainting = INPAINTING[isFluxFill(model) ? "fluxFill" : "other"];
    return {
      prompt: model.cardData.instance_prompt || model.widget.text || DEFAULT_PROMPT,
      imageInput: model.pipeline_tag === "image-to-video",
      // LoRA weights of a video model load on a video pipeline, whose output is frames.
      video: model.pipeline_tag === "text-to-video" || model.pipeline_tag === "image-to-video",
      // Likewise an image-to-image LoRA (an editing model's) runs on an input image.
      editsImage: model.pipeline_tag === "image-to-image",
      inpainting: { guidance: inpainting.guidance_scale, steps: inpainting.num_inference_steps },
      code: { inpaintingClass: inpainting.pipelineClass, inpaintingDtype: inpainting.dtype },
    };
  },
  select(model) {
    const kind = diffusersKind(model);
    return Object.fromEntries(DIFFUSERS_SNIPPETS.filter((k) => k !== kind).map((k) => [k, false])) as SnippetSelection;
  },
};
