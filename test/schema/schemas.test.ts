/** The model-record and snippet-request schemas: hub records are kept whole, requests are strict. */
import { describe, expect, it } from "vitest";
import { LibraryEntrySchema, ModelRecordSchema, SnippetRequestSchema, SnippetSchema } from "../../engine/schema/index.js";

const MAPPING_ENTRY = { providerId: "org/model-fast", status: "live", task: "conversational" };

describe("ModelRecordSchema", () => {
  it("keeps fields it does not describe, at the top and inside known objects", () => {
    const record = ModelRecordSchema.parse({
      id: "acme/m",
      downloads: 12,
      siblings: [{ rfilename: "config.json" }],
      config: { model_type: "llama", peft: { base_model_name_or_path: "acme/base", task_type: "CAUSAL_LM", r: 8 } },
      cardData: { license: "mit", base_model: ["acme/a", "acme/b"] },
      widgetData: [{ text: "hi", example_title: "greeting" }],
    });
    expect(record).toMatchObject({
      downloads: 12,
      siblings: [{ rfilename: "config.json" }],
      config: { model_type: "llama", peft: { r: 8 } },
      cardData: { license: "mit", base_model: ["acme/a", "acme/b"] },
      widgetData: [{ example_title: "greeting" }],
    });
    expect(ModelRecordSchema.parse({ id: "a/b", cardData: { base_model: "acme/a", instance_prompt: null } }).cardData).toEqual({
      base_model: "acme/a",
      instance_prompt: null,
    });
  });

  it("turns the older provider-keyed mapping into the list form", () => {
    const keyed = ModelRecordSchema.parse({ id: "a/b", inferenceProviderMapping: { together: MAPPING_ENTRY } });
    const listed = ModelRecordSchema.parse({ id: "a/b", inferenceProviderMapping: [{ provider: "together", ...MAPPING_ENTRY }] });
    expect(keyed.inferenceProviderMapping).toEqual([{ provider: "together", ...MAPPING_ENTRY }]);
    expect(keyed.inferenceProviderMapping).toEqual(listed.inferenceProviderMapping);
  });

  it("keeps adapter fields and defaults the status to live", () => {
    const [entry] = ModelRecordSchema.parse({
      id: "a/b",
      inferenceProviderMapping: [{ provider: "fal-ai", providerId: "fal/lora", task: "text-to-image", adapter: "lora", adapterWeightsPath: "w.safetensors" }],
    }).inferenceProviderMapping!;
    expect(entry).toEqual({
      provider: "fal-ai",
      providerId: "fal/lora",
      task: "text-to-image",
      status: "live",
      adapter: "lora",
      adapterWeightsPath: "w.safetensors",
    });
  });

  it("rejects a record without an id, or with a wrongly typed known field", () => {
    expect(ModelRecordSchema.safeParse({ pipeline_tag: "fill-mask" }).success).toBe(false);
    expect(ModelRecordSchema.safeParse({ id: "a/b", tags: "not-a-list" }).success).toBe(false);
  });
});

describe("SnippetRequestSchema", () => {
  it("defaults the provider and accepts every documented option", () => {
    expect(SnippetRequestSchema.parse({}).provider).toBe("hf-inference");
    const full = {
      provider: "together",
      accessToken: "hf_x",
      endpointUrl: "https://e.example.com",
      billTo: "acme",
      directRequest: true,
      streaming: true,
      inputs: { anything: [1] },
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "hi" },
            { type: "image_url", image_url: { url: "https://x/y.png" } },
          ],
        },
      ],
      temperature: 0.5,
      max_tokens: 100,
      top_p: 0.9,
    };
    expect(SnippetRequestSchema.parse(full)).toEqual(full);
  });

  it("refuses a misspelt option instead of ignoring it", () => {
    expect(SnippetRequestSchema.safeParse({ max_token: 10 }).success).toBe(false);
    expect(SnippetRequestSchema.safeParse({ max_tokens: 1.5 }).success).toBe(false);
  });
});

describe("SnippetSchema", () => {
  it("knows the languages of the language list", () => {
    expect(SnippetSchema.safeParse({ language: "python", client: "requests", content: "" }).success).toBe(true);
    expect(SnippetSchema.safeParse({ language: "cobol", client: "net", content: "" }).success).toBe(false);
  });
});

describe("LibraryEntrySchema names that point at files", () => {
  const entry = { id: "acme", prettyLabel: "Acme", repoName: "acme", repoUrl: "https://github.com/acme/acme" };

  it("accepts bare template file and plugin names", () => {
    expect(LibraryEntrySchema.safeParse({ ...entry, plugin: "llama-cpp-python", snippets: [{ file: "text-to-image" }] }).success).toBe(true);
  });

  it.each(["../transformers/pipeline", "sub/file", "/etc/passwd", ".hidden"])("rejects the path %j", (name) => {
    expect(LibraryEntrySchema.safeParse({ ...entry, snippets: [{ file: name }] }).success).toBe(false);
    expect(LibraryEntrySchema.safeParse({ ...entry, plugin: name }).success).toBe(false);
  });
});
