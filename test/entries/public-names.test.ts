/** The names of the public API (engine/index.ts): each must stay exported, with its kind. */
import { describe, expect, it } from "vitest";
import * as atlas from "../../engine/index.js";

const FUNCTIONS = [
  "getInferenceSnippets",
  "getModelInputSnippet",
  "listTasks",
  "getTask",
  "listLibraries",
  "getLibrary",
  "librariesForTask",
  "getLibrarySnippets",
  "countsAsDownload",
  "parseGGUFQuantLabel",
] as const;

describe("engine/index.ts", () => {
  it.each(FUNCTIONS)("exports the function %s", (name) => {
    expect(typeof (atlas as Record<string, unknown>)[name]).toBe("function");
  });

  it("exports the data tables and enumerations", () => {
    expect(Object.keys(atlas.PIPELINE_DATA)).toHaveLength(57);
    expect(atlas.GGMLFileQuantizationType.Q4_K_M).toBe(15);
    expect(atlas.GGMLFileQuantizationType[15]).toBe("Q4_K_M");
    expect(atlas.GGMLQuantizationType.F32).toBe(0);
    expect(Object.keys(atlas.TASKS_DATA)).toHaveLength(57);
  });

  it("the functions answer from the compiled data", () => {
    expect(atlas.getTask("text-to-image")?.label).toBe("Text-to-Image");
    expect(atlas.getLibrary("diffusers")?.prettyLabel).toBe("Diffusers");
    expect(atlas.countsAsDownload("gguf-only-does-not-exist", "config.json")).toBe(true);
    expect(atlas.parseGGUFQuantLabel("a-Q8_0.gguf")).toBe("Q8_0");
    expect(atlas.getModelInputSnippet({ pipeline_tag: "image-classification" })).toBe('"cats.jpg"');
  });
});
