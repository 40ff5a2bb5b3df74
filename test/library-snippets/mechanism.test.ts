/** getLibrarySnippets itself: library lookup, the normalised model, messages from plugins. */
import { describe, expect, it } from "vitest";
import { AtlasError, getLibrarySnippets, getLibrarySnippetStrings, normaliseModel } from "../../engine/index.js";

describe("getLibrarySnippets", () => {
  it("returns an empty list for an unknown or missing library", () => {
    expect(getLibrarySnippets({ id: "a/b", library_name: "no-such-library" })).toEqual([]);
    expect(getLibrarySnippets({ id: "a/b" })).toEqual([]);
  });

  it("rejects a record that is not a model record, naming the field", () => {
    expect(() => getLibrarySnippets({ library_name: "peft" } as never)).toThrow(AtlasError);
    expect(() => getLibrarySnippets({ id: "a/b", library_name: "peft", tags: "x" } as never)).toThrow(/model\.tags/);
  });

  it("returns snippet objects, and the strings alone on request", () => {
    const model = { id: "me/lora", library_name: "peft", config: { peft: { base_model_name_or_path: "b/m", task_type: "SEQ_CLS" } } };
    const [snippet] = getLibrarySnippets(model);
    expect(snippet).toMatchObject({ library: "peft", client: "peft", language: "python", name: "adapter" });
    expect(snippet!.message).toBeUndefined();
    expect(snippet!.content).toContain("AutoModelForSequenceClassification");
    expect(getLibrarySnippetStrings(model)).toEqual([snippet!.content]);
  });

  it("turns a plugin error into one message snippet, a comment in the snippet's language", () => {
    const [snippet, ...rest] = getLibrarySnippets({ id: "me/lora", library_name: "peft" });
    expect(rest).toEqual([]);
    expect(snippet).toMatchObject({ library: "peft", language: "python", message: "Base model is not found." });
    expect(snippet!.content).toBe("# Base model is not found.\n");
  });
});

describe("normaliseModel", () => {
  it("fills every optional field with an empty default", () => {
    const m = normaliseModel({ id: "a/b" });
    expect(m).toMatchObject({
      id: "a/b",
      tags: [],
      pipeline_tag: "",
      library_name: "",
      mask_token: "",
      files: [],
      config: { architectures: [], model_type: "", peft: { base_model_name_or_path: "", task_type: "" } },
      cardData: { base_model: "", base_models: [], instance_prompt: "" },
      widgetData: [],
      widget: { text: "", source_sentence: "", sentences: [], context: "", candidate_labels: "" },
      transformersInfo: { auto_model: "", pipeline_tag: "", processor: "", custom_class: "" },
    });
  });

  it("keeps the record's own values and extra fields", () => {
    const m = normaliseModel({
      id: "a/b",
      cardData: { base_model: ["x/y", "z/w"], instance_prompt: null, license: "mit" },
      widgetData: [{ text: "hi" }, { text: "there" }],
      siblings: [{ rfilename: "a.gguf" }, { nope: 1 }],
    } as never);
    expect(m.cardData).toMatchObject({ base_model: "x/y", base_models: ["x/y", "z/w"], instance_prompt: "", license: "mit" });
    expect(m.widget.text).toBe("hi");
    expect(m.widgetData.map((w) => w.text)).toEqual(["hi", "there"]);
    expect(m.files).toEqual(["a.gguf"]);
  });
});
