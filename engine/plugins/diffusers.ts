/**
 * diffusers: one snippet out of five, picked by what the model is. LoRA and textual
 * inversion weights load on top of their `cardData.base_model`; image-to-image and video
 * models get their input and output handling; everything else is text-to-image. The
 * prompt is the card's `instance_prompt` (the trigger words of a fine-tune) when it has one.
 */
import type { SnippetModel } from "../library-snippets/model.js";
import type { LibraryPlugin, SnippetSelection } from "./types.js";

export const DIFFUSERS_SNIPPETS = ["text-to-image", "lora", "textual-inversion", "image-to-image", "video"] as const;
type Kind = (typeof DIFFUSERS_SNIPPETS)[number];

const DEFAULT_PROMPT = "A lighthouse on a rocky coast at dawn, soft golden light, detailed";

export function diffusersKind(model: SnippetModel): Kind {
  const base = model.cardData.base_model;
  if (base && model.tags.includes("lora")) return "lora";
  if (base && model.tags.includes("textual_inversion")) return "textual-inversion";
  if (model.pipeline_tag === "image-to-image") return "image-to-image";
  if (model.pipeline_tag === "text-to-video" || model.pipeline_tag === "image-to-video") return "video";
  return "text-to-image";
}

export const diffusers: LibraryPlugin = {
  name: "diffusers",
  context(model) {
    return {
      prompt: model.cardData.instance_prompt || model.widget.text || DEFAULT_PROMPT,
      imageInput: model.pipeline_tag === "image-to-video",
    };
  },
  select(model) {
    const kind = diffusersKind(model);
    return Object.fromEntries(DIFFUSERS_SNIPPETS.filter((k) => k !== kind).map((k) => [k, false])) as SnippetSelection;
  },
};
