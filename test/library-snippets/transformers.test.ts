/** The transformers rules: pipeline and auto-class snippets, remote code, chat, messages. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getLibrarySnippets, type ModelRecordInput } from "../../engine/index.js";

const base: ModelRecordInput = {
  id: "org/model",
  library_name: "transformers",
  pipeline_tag: "text-classification",
  tags: ["transformers"],
  transformersInfo: { auto_model: "AutoModelForSequenceClassification", processor: "AutoTokenizer", pipeline_tag: "text-classification" },
};
const run = (patch: Partial<ModelRecordInput>) => getLibrarySnippets({ ...base, ...patch });

describe("transformers", () => {
  it("loads ONNX-only repositories with optimum, from a subfolder, and preferring model.onnx", () => {
    const siblings = ["config.json", "tokenizer.json", "onnx/model_quantized.onnx", "onnx/model.onnx"].map((rfilename) => ({ rfilename }));
    const snippets = run({ siblings });
    expect(snippets.map((s) => s.name)).toEqual(["auto classes"]);
    expect(snippets[0]!.content).toContain('model = ORTModelForSequenceClassification.from_pretrained("org/model", subfolder="onnx", file_name="model.onnx")');
  });

  it("says why there is no snippet for an ONNX-only model with no one-file ONNX Runtime class", () => {
    const siblings = ["config.json", "encoder_model.onnx", "decoder_model.onnx"].map((rfilename) => ({ rfilename }));
    const snippets = run({ pipeline_tag: "translation", siblings, transformersInfo: { auto_model: "AutoModelForSeq2SeqLM", processor: "AutoTokenizer" } });
    expect(snippets.map((s) => s.message)).toEqual([expect.stringContaining("ONNX weights only")]);
  });

  it("treats sharded or Flax/TF weights as loadable, next to ONNX files", () => {
    for (const weights of ["model.safetensors.index.json", "pytorch_model.bin", "flax_model.msgpack", "tf_model.h5", "model.pt"]) {
      const snippets = run({ siblings: [{ rfilename: "model.onnx" }, { rfilename: weights }] });
      expect(snippets[1]!.content, weights).toContain("AutoModelForSequenceClassification.from_pretrained(");
    }
  });

  it("gives a pipeline snippet for the task and an auto-class snippet", () => {
    const [pipe, auto] = run({});
    expect(pipe!.name).toBe("pipeline");
    expect(pipe!.content).toContain('pipe = pipeline("text-classification", model="org/model")');
    expect(auto!.name).toBe("auto classes");
    expect(auto!.content).toContain("from transformers import AutoTokenizer, AutoModelForSequenceClassification");
    expect(auto!.content).toContain('model = AutoModelForSequenceClassification.from_pretrained("org/model", dtype="auto", device_map="auto")');
    expect(auto!.content).not.toContain("trust_remote_code");
  });

  it("passes trust_remote_code=True to both when the model has the custom_code tag", () => {
    const snippets = run({ tags: ["transformers", "custom_code"] });
    expect(snippets).toHaveLength(2);
    for (const s of snippets) expect(s.content).toContain("trust_remote_code=True");
  });

  it("adds a chat example for conversational text generation and image-text-to-text models", () => {
    const text = run({
      pipeline_tag: "text-generation",
      tags: ["conversational"],
      transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
    });
    expect(text[0]!.content).toContain('{"role": "user", "content": ');
    expect(text[1]!.content).toContain("tokenizer.apply_chat_template(");
    expect(text[1]!.content).toContain("max_new_tokens=40");
    const image = run({
      pipeline_tag: "image-text-to-text",
      tags: ["conversational"],
      transformersInfo: { auto_model: "AutoModelForImageTextToText", processor: "AutoProcessor" },
    });
    expect(image[0]!.content).toContain('{"type": "image", "url": ');
    expect(image[1]!.content).toContain("processor.apply_chat_template(");
    const plain = run({ pipeline_tag: "text-generation", tags: [], transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" } });
    expect(plain.map((s) => s.content).join("")).not.toContain("messages");
  });

  it("says `Unknown pipeline tag` in place of the pipeline when no pipeline tag is known, and keeps the auto classes", () => {
    const snippets = run({ pipeline_tag: undefined, transformersInfo: { auto_model: "AutoModel" } });
    expect(snippets.map((s) => s.message)).toEqual(["Unknown pipeline tag", undefined]);
    expect(snippets[1]!.content).toContain("model = AutoModel.from_pretrained(");
  });

  it("uses transformersInfo's pipeline tag when the record has none, and skips tasks without a pipeline", () => {
    const [pipe] = run({ pipeline_tag: undefined });
    expect(pipe!.content).toContain('pipeline("text-classification"');
    const other = run({ pipeline_tag: "text-to-3d" });
    expect(other.map((s) => s.name)).toEqual(["auto classes"]);
  });

  it("prints class names from the record as identifiers only", () => {
    const [, auto] = run({ transformersInfo: { auto_model: 'AutoModel("x"); import os #', processor: "Auto Tokenizer" } });
    expect(auto!.content).toContain("from transformers import Auto_Tokenizer, AutoModel__x____import_os__");
    // Names that exist on every JavaScript object must not pick anything from the plugin's tables.
    const proto = run({ tags: ["conversational"], pipeline_tag: "constructor", transformersInfo: { auto_model: "toString", processor: "constructor" } });
    expect(proto.map((s) => s.name)).toEqual(["auto classes"]);
    expect(proto[0]!.content).toContain("processor = constructor.from_pretrained(");
    expect(proto[0]!.content).not.toContain("function");
    const chat = run({
      tags: ["conversational"],
      pipeline_tag: "text-generation",
      transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "constructor" },
    });
    expect(chat[1]!.content).toContain("inputs = processor.apply_chat_template(");
  });
});

describe("transformers records without transformersInfo", () => {
  it("without transformersInfo, gives the pipeline chosen from pipeline_tag, saying so", () => {
    const snippets = run({ transformersInfo: undefined });
    expect(snippets.map((s) => [s.name, s.message])).toEqual([["pipeline", undefined]]);
    expect(snippets[0]!.content).toContain("# Chosen from the model's task (pipeline_tag): the record carries no transformersInfo\n");
    expect(snippets[0]!.content).toContain('pipe = pipeline("text-classification", model="org/model")');
    // A record with transformersInfo gets no such line.
    expect(run({})[0]!.content).not.toContain("Chosen from the model's task");
  });

  it("says `Type of model unknown` without transformersInfo when pipeline_tag is no pipeline task, or absent", () => {
    for (const pipeline_tag of ["text-to-video", "reinforcement-learning", undefined]) {
      const snippets = run({ transformersInfo: undefined, pipeline_tag });
      expect(
        snippets.map((s) => s.message),
        String(pipeline_tag),
      ).toEqual(["Type of model unknown"]);
      expect(snippets[0]!.content).toBe("# Type of model unknown\n");
    }
  });
});

describe("transformers pipeline calls", () => {
  it("calls the pipeline with the model's widget input, or a default", () => {
    const [fill] = run({ pipeline_tag: "fill-mask", mask_token: "<mask>", widgetData: [] });
    expect(fill!.content).toContain('print(pipe("The capital of France is <mask>."))');
    const [qa] = run({ pipeline_tag: "question-answering", widgetData: [{ text: "Who?", context: "Ada wrote it." }] });
    expect(qa!.content).toContain('print(pipe(question="Who?", context="Ada wrote it."))');
    const [zero] = run({ pipeline_tag: "zero-shot-classification", widgetData: [{ text: "Hi", candidate_labels: "a, b ,c" }] });
    expect(zero!.content).toContain('print(pipe("Hi", candidate_labels=["a", "b", "c"]))');
    const [generate] = run({ pipeline_tag: "text-generation", transformersInfo: { auto_model: "AutoModelForCausalLM" } });
    expect(generate!.content).toContain('print(pipe("The lighthouse keeper climbed the stairs one last time and", max_new_tokens=40))');
    const [prompted] = run({ pipeline_tag: "text-generation", widgetData: [{ text: "My name is" }], transformersInfo: { auto_model: "AutoModelForCausalLM" } });
    expect(prompted!.content).toContain('print(pipe("My name is", max_new_tokens=40))');
    const [detect] = run({ pipeline_tag: "zero-shot-object-detection", transformersInfo: { auto_model: "AutoModelForZeroShotObjectDetection" } });
    expect(detect!.content).toContain('candidate_labels=["animals", "humans", "landscape"],');
    const [zeroDefault] = run({ pipeline_tag: "zero-shot-classification" });
    expect(zeroDefault!.content).toContain('candidate_labels=["refund", "legal", "faq"]');
  });
});

describe("transformers VLM records without transformersInfo (hand-written after the hub's answers)", () => {
  const fixture = (name: string): ModelRecordInput =>
    JSON.parse(readFileSync(join(import.meta.dirname, "../fixtures/models", `transformers--${name}.json`), "utf8"));

  it.each(["qwen2.5-vl", "qwen3-vl", "deepseek-ocr"])("%s loads with the image-text-to-text pipeline and an auto class", (name) => {
    const snippets = getLibrarySnippets(fixture(name));
    expect(snippets.map((s) => s.message)).toEqual([undefined, undefined]);
    expect(snippets[0]!.content).toContain('pipeline("image-text-to-text"');
    expect(snippets[1]!.content).toMatch(/processor = AutoProcessor\.from_pretrained/);
  });

  it("Qwen VLMs load with AutoModelForImageTextToText", () => {
    expect(getLibrarySnippets(fixture("qwen2.5-vl"))[1]!.content).toContain("AutoModelForImageTextToText.from_pretrained(");
  });

  it("DeepSeek-OCR's own code loads through the class its auto_map registers, with trust_remote_code", () => {
    const snippets = getLibrarySnippets(fixture("deepseek-ocr"));
    expect(snippets[1]!.content).toContain("model = AutoModel.from_pretrained(");
    for (const s of snippets) expect(s.content).toContain("trust_remote_code=True");
  });

  it("a record without an architecture gets the pipeline alone, chosen from its task", () => {
    const { config: _config, ...rest } = fixture("qwen3-vl");
    const snippets = getLibrarySnippets(rest);
    expect(snippets.map((s) => [s.name, s.message])).toEqual([["pipeline", undefined]]);
    expect(snippets[0]!.content).toContain("# Chosen from the model's task (pipeline_tag)");
  });

  // Made-up shapes of `GET /api/models?…` listing entries (test/fixtures/models/README.md): no config, no transformersInfo.
  it.each(["qwen2.5-vl", "qwen3-vl", "deepseek-ocr"])("the listing entry of %s gets the image-text-to-text pipeline, not `Type of model unknown`", (name) => {
    const listing = fixture(`listing-${name}`);
    expect(listing.transformersInfo).toBeUndefined();
    expect(listing.config).toBeUndefined();
    const snippets = getLibrarySnippets(listing);
    expect(snippets.map((s) => [s.name, s.message])).toEqual([["pipeline", undefined]]);
    expect(snippets[0]!.content).toContain(`pipeline("image-text-to-text", model=${JSON.stringify(listing.id)}`);
    expect(snippets[0]!.content).toContain("the record carries no transformersInfo");
  });
});
