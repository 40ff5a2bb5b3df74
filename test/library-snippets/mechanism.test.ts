/** getLibrarySnippets itself: library lookup, the normalised model, messages from plugins. */
import { describe, expect, it } from "vitest";
import { AtlasError, getLibrary, getLibrarySnippets, getLibrarySnippetStrings, normaliseModel, type LibraryPlugin } from "../../engine/index.js";
import { hasLibraryCode, renderLibrarySnippets } from "../../engine/library-snippets/index.js";
import { realRecords } from "../real-records/support.js";
import { modelFixtures } from "./support.js";

describe("getLibrarySnippets", () => {
  it("hasLibraryCode says, without rendering, whether any snippet is code: every fixture and real record, and messages only", () => {
    const models = [...modelFixtures().map((f) => f.model), ...realRecords().map((r) => r.model)];
    const answers = models.map((model) => [hasLibraryCode(model), getLibrarySnippets(model).some((s) => !s.message)]);
    expect(answers.filter(([quick, rendered]) => quick !== rendered)).toEqual([]);
    // Both answers occur, so the comparison says something.
    expect(new Set(answers.map(([quick]) => quick))).toEqual(new Set([true, false]));
    expect(hasLibraryCode({ id: "a/b", library_name: "no-such-library" })).toBe(false);
  });

  it("returns an empty list for an unknown or missing library", () => {
    expect(getLibrarySnippets({ id: "a/b", library_name: "no-such-library" })).toEqual([]);
    expect(getLibrarySnippets({ id: "a/b" })).toEqual([]);
    // Names every JavaScript object has are not libraries either.
    for (const library_name of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(getLibrarySnippets({ id: "a/b", library_name })).toEqual([]);
    }
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

  it("keeps the record's keys in order, and an own __proto__ key as a key, never as the prototype", () => {
    const record = JSON.parse('{"id": "a/b", "__proto__": {"pipeline_tag": "text-generation"}, "cardData": {"__proto__": {"x": 1}, "license": "mit"}}');
    const m = normaliseModel(record);
    expect(Object.getPrototypeOf(m)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(m.cardData)).toBe(Object.prototype);
    expect(m.pipeline_tag).toBe("");
    expect(Object.keys(normaliseModel({ id: "a/b", pipeline_tag: "fill-mask", gguf: {} } as never)).slice(0, 4)).toEqual([
      "id",
      "pipeline_tag",
      "gguf",
      "tags",
    ]);
  });
});

describe("plugin hooks", () => {
  const entry = getLibrary("peft")!;
  const model = { id: "me/lora", library_name: "peft" };
  const context = () => ({ baseModel: "b/m", code: { autoClass: "AutoModel" } });

  it("merges the plugin context next to the model", () => {
    const plugin: LibraryPlugin = { name: "test", context };
    const [snippet] = renderLibrarySnippets(entry, model, plugin);
    expect(snippet!.content.startsWith("from peft import PeftModel\nfrom transformers import AutoModel\n")).toBe(true);
    expect(snippet!.content.endsWith('PeftModel.from_pretrained(base_model, "me/lora")\n')).toBe(true);
  });

  it("leaves out snippets the plugin deselects and shows the message it gives instead of one", () => {
    expect(renderLibrarySnippets(entry, model, { name: "t", context, select: () => ({ adapter: false }) })).toEqual([]);
    const [message] = renderLibrarySnippets(entry, model, { name: "t", context, select: () => ({ adapter: "Not for this model." }) });
    expect(message).toMatchObject({ name: "adapter", message: "Not for this model.", content: "# Not for this model.\n" });
  });

  it("renders a message comment in the snippet's language, keeping it on one line", () => {
    const js = { ...entry, snippets: [{ ...entry.snippets[0]!, language: "js" as const }] };
    const [snippet] = renderLibrarySnippets(js, model, { name: "t", context: () => ({ error: "two\nlines" }) });
    expect(snippet!.language).toBe("js");
    expect(snippet!.content.split("\n").filter(Boolean)).toHaveLength(1);
    expect(snippet!.content.startsWith("// ")).toBe(true);
  });

  it("matches the library name ignoring case when there is no exact match", () => {
    expect(getLibrarySnippets({ id: "a/b", library_name: "PEFT", config: { peft: { base_model_name_or_path: "x", task_type: "CAUSAL_LM" } } })).toHaveLength(1);
  });
});

describe("library lookup", () => {
  it("finds a library whose id has capitals from a lower-case name", async () => {
    const { libraryForModel } = await import("../../engine/library-snippets/index.js");
    expect(libraryForModel("paddleocr")?.id).toBe("PaddleOCR");
    expect(libraryForModel("PaddleOCR")?.id).toBe("PaddleOCR");
    expect(libraryForModel("")).toBeUndefined();
  });
});
