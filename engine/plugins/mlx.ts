/**
 * MLX: text-generation models run with mlx-lm (with a chat template for conversational
 * ones), vision-language models with mlx-vlm; anything else is downloaded for local use.
 */
import type { LibraryPlugin } from "./types.js";

export const mlx: LibraryPlugin = {
  name: "mlx",
  context(model) {
    return { chat: model.tags.includes("conversational") };
  },
  select(model) {
    const kind = model.pipeline_tag === "text-generation" ? "lm" : model.pipeline_tag === "image-text-to-text" ? "vlm" : "download";
    return Object.fromEntries(["lm", "vlm", "download"].filter((k) => k !== kind).map((k) => [k, false]));
  },
};
