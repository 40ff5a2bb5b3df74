/**
 * DiffusionKit (MLX): FLUX models run 4 steps without guidance, Stable Diffusion 3
 * models 50 steps with a guidance weight of 5; both at 512 × 512.
 */
import type { LibraryPlugin } from "./types.js";

export const diffusionkit: LibraryPlugin = {
  name: "diffusionkit",
  context(model) {
    const flux = model.tags.some((t) => t.toLowerCase() === "flux") || /flux/i.test(model.id);
    return {
      flux,
      steps: flux ? 4 : 50,
      guidance: flux ? 0 : 5,
      height: 512,
      width: 512,
      prompt: model.cardData.instance_prompt || model.widget.text || "a red fox in fresh snow, morning light",
      code: { pipelineClass: flux ? "FluxPipeline" : "DiffusionPipeline" },
    };
  },
};
