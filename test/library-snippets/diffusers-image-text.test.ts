/**
 * diffusers for models that take a picture and a prompt (issue: they fell back to the
 * text-to-image snippet, with no input image, and a video model saved one image). Each gets its
 * own snippet, first in the list: the input image loaded with `load_image` and passed with the
 * prompt, the answer saved as an image or exported as a video.
 */
import { describe, expect, it } from "vitest";
import { getLibrary, getLibrarySnippets } from "../../engine/index.js";
import { exampleModelForLibrary } from "../../viewer/src/data/example-models.js";

const model = (id: string, pipeline_tag: string, tags: string[] = []) => ({ id, library_name: "diffusers", pipeline_tag, tags: ["diffusers", ...tags] });

describe("diffusers image+text snippets", () => {
  it.each([
    ["black-forest-labs/FLUX.1-Kontext-dev", ["diffusers:FluxKontextPipeline"]],
    ["Qwen/Qwen-Image-Edit", ["diffusers:QwenImageEditPipeline"]],
  ])("image-text-to-image (%s) edits an input image and saves the image", (id, tags) => {
    const [first] = getLibrarySnippets(model(id, "image-text-to-image", tags));
    expect(first!.name).toBe("image-text-to-image");
    expect(first!.content).toContain("from diffusers.utils import load_image");
    expect(first!.content).toMatch(/input_image = load_image\(/);
    expect(first!.content).toContain("pipe(image=input_image, prompt=prompt).images[0]");
    expect(first!.content).toContain('image.save("image.png")');
    expect(first!.content).not.toContain("export_to_video");
  });

  it.each([
    ["Lightricks/LTX-Video", ["diffusers:LTXPipeline"], "LTXImageToVideoPipeline"],
    ["Wan-AI/Wan2.1-I2V-14B-480P-Diffusers", ["diffusers:WanImageToVideoPipeline"], "DiffusionPipeline"],
  ])("image-text-to-video (%s) starts from an input frame and exports a video", (id, tags, pipelineClass) => {
    const [first] = getLibrarySnippets(model(id, "image-text-to-video", tags));
    expect(first!.name).toBe("image-text-to-video");
    expect(first!.content).toContain(`from diffusers import ${pipelineClass}\n`);
    expect(first!.content).toContain(`pipe = ${pipelineClass}.from_pretrained(`);
    expect(first!.content).toContain("from diffusers.utils import export_to_video, load_image");
    expect(first!.content).toContain("pipe(image=first_frame, prompt=prompt).frames[0]");
    expect(first!.content).toContain('export_to_video(frames, "video.mp4")');
    expect(first!.content).not.toContain(".images[0]");
  });

  it("runs an image+text LoRA on its input image", () => {
    const lora = { ...model("me/kontext-lora", "image-text-to-image", ["lora"]), cardData: { base_model: "black-forest-labs/FLUX.1-Kontext-dev" } };
    const [first] = getLibrarySnippets(lora);
    expect(first!.name).toBe("lora");
    expect(first!.content).toContain("pipe(image=source, prompt=prompt).images[0]");
  });

  it("leaves text-to-image models on the text-to-image snippet", () => {
    const [first] = getLibrarySnippets(model("black-forest-labs/FLUX.1-dev", "text-to-image"));
    expect(first!.name).toBe("text-to-image");
    expect(first!.content).not.toContain("load_image");
  });

  it("the library page's example models get their own snippet first", () => {
    const diffusers = getLibrary("diffusers")!;
    for (const task of ["image-text-to-image", "image-text-to-video"]) {
      const [first] = getLibrarySnippets(exampleModelForLibrary(diffusers, task));
      expect(first!.name, task).toBe(task);
    }
  });
});
