/**
 * Library load calls checked against each library's documentation, on real hub records
 * (test/real-records/) where the corpus has one: placement, precision, remote code and
 * file-name arguments.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getLibrary, getLibrarySnippets, LibraryEntrySchema, type ModelRecordInput } from "../../engine/index.js";
import { RECORD_DIR } from "./support.js";

const record = (name: string): ModelRecordInput => JSON.parse(fs.readFileSync(path.join(RECORD_DIR, `${name}.json`), "utf8")) as ModelRecordInput;
const files = (model: ModelRecordInput) => ((model.siblings ?? []) as { rfilename: string }[]).map((s) => s.rfilename);
const snippet = (model: ModelRecordInput, name: string) => {
  const found = getLibrarySnippets(model).find((s) => s.name === name);
  if (!found) throw new Error(`${model.id}: no ${name} snippet`);
  return found.content;
};

describe("transformers", () => {
  it("loads a 70B model with accelerate's placement and the checkpoint's precision, not in fp32 on the CPU", () => {
    const auto = snippet(record("meta-llama--Meta-Llama-3-70B-Instruct"), "auto classes");
    expect(auto).toContain('model = AutoModelForCausalLM.from_pretrained("meta-llama/Meta-Llama-3-70B-Instruct", dtype="auto", device_map="auto")');
    expect(auto).toContain("pip install accelerate");
  });

  it("places the text-generation pipeline of a 70B model the same way, and leaves small-task pipelines as they are", () => {
    expect(snippet(record("meta-llama--Meta-Llama-3-70B-Instruct"), "pipeline")).toContain(
      'pipe = pipeline("text-generation", model="meta-llama/Meta-Llama-3-70B-Instruct", dtype="auto", device_map="auto")',
    );
    expect(snippet(record("google-bert--bert-base-uncased"), "pipeline")).toContain('pipe = pipeline("fill-mask", model="google-bert/bert-base-uncased")\n');
  });

  it("does so for every real transformers record with an auto class", () => {
    const models = fs
      .readdirSync(RECORD_DIR)
      .filter((f) => f.endsWith(".json"))
      .map((f) => record(f.slice(0, -".json".length)))
      .filter((m) => m.library_name === "transformers" && m.transformersInfo?.auto_model)
      // ONNX-only repositories load through optimum (below).
      .filter((m) => !files(m).some((f) => f.endsWith(".onnx")) || files(m).some((f) => /\.(safetensors|bin)$/.test(f)));
    expect(models.length).toBeGreaterThan(20);
    for (const m of models)
      expect(snippet(m, "auto classes"), m.id).toMatch(/\.from_pretrained\("[^"]+", dtype="auto", device_map="auto"(, trust_remote_code=True)?\)\n/);
  });
});

describe("sklearn", () => {
  // The corpus holds no real scikit-learn record yet; these records have the shape of the hub's.
  const load = (model: Partial<ModelRecordInput>) =>
    getLibrarySnippets({ id: "org/iris-classifier", library_name: "sklearn", tags: ["sklearn"], ...model })[0]!.content;

  it("loads a model without the skops tag with joblib from sklearn_model.joblib", () => {
    const code = load({ pipeline_tag: "tabular-classification", config: {} });
    expect(code).not.toContain("Model filename not specified");
    expect(code).toContain("import joblib");
    expect(code).toContain('joblib.load(hf_hub_download("org/iris-classifier", "sklearn_model.joblib"))');
  });

  it("keeps the config.json message for skops models that name no file", () => {
    expect(load({ tags: ["sklearn", "skops"], config: { sklearn: { model_format: "skops" } } })).toBe("# Model filename not specified in config.json\n");
  });

  it("loads the file config.json names, and the repository's only dump when the conventional file is absent", () => {
    expect(load({ config: { sklearn: { model: { file: "model.pkl" } } } })).toContain('hf_hub_download("org/iris-classifier", "model.pkl")');
    const files = [{ rfilename: "README.md" }, { rfilename: "pipeline.joblib" }];
    expect(load({ siblings: files } as Partial<ModelRecordInput>)).toContain('hf_hub_download("org/iris-classifier", "pipeline.joblib")');
    const two = [{ rfilename: "a.joblib" }, { rfilename: "b.pkl" }];
    expect(load({ siblings: two } as Partial<ModelRecordInput>)).toContain('"sklearn_model.joblib"');
  });
});

describe("peft", () => {
  it("places the base model and keeps its precision, as transformers does", () => {
    const code = getLibrarySnippets({
      id: "org/lora-adapter",
      library_name: "peft",
      tags: ["peft"],
      config: { peft: { base_model_name_or_path: "meta-llama/Meta-Llama-3-70B-Instruct", task_type: "CAUSAL_LM" } },
    })[0]!.content;
    expect(code).toContain('base_model = AutoModelForCausalLM.from_pretrained("meta-llama/Meta-Llama-3-70B-Instruct", dtype="auto", device_map="auto")');
  });
});

describe("llama-cpp-python", () => {
  it("offloads every layer to the GPU on the real GGUF records, in Python and in the server", () => {
    for (const name of ["ggml-org--gemma-3-1b-it-GGUF", "ggml-org--gemma-3-12b-it-GGUF"]) {
      const model = { ...record(name), library_name: "llama-cpp-python" };
      expect(snippet(model, "python"), name).toContain("    n_gpu_layers=-1,\n)");
      expect(snippet(model, "server"), name).toMatch(/python3 -m llama_cpp\.server .* --n_gpu_layers -1\n/);
    }
  });
});

describe("diffusers LoRA", () => {
  const lora = (files: string[]) =>
    getLibrarySnippets({
      id: "org/style-lora",
      library_name: "diffusers",
      pipeline_tag: "text-to-image",
      tags: ["lora", "diffusers"],
      cardData: { base_model: "stabilityai/stable-diffusion-xl-base-1.0" },
      siblings: files.map((rfilename) => ({ rfilename })),
    } as ModelRecordInput)[0]!.content;

  it("names the weight file when the repository holds several, as diffusers refuses to guess", () => {
    expect(lora(["README.md", "style-000010.safetensors", "style.safetensors"])).toContain(
      'pipe.load_lora_weights("org/style-lora", weight_name="style-000010.safetensors")',
    );
    expect(lora(["a.safetensors", "pytorch_lora_weights.safetensors"])).toContain('weight_name="pytorch_lora_weights.safetensors"');
  });

  it("lets diffusers find a single weight file by itself", () => {
    expect(lora(["README.md", "style.safetensors", "samples/one.safetensors"])).toContain('pipe.load_lora_weights("org/style-lora")\n');
  });
});

describe("keras", () => {
  it("installs TensorFlow, which keras.saving.load_model needs to read an hf:// path", () => {
    const code = getLibrarySnippets({ id: "keras-io/mnist-convnet", library_name: "keras", tags: ["keras"] })[0]!.content;
    expect(code).toContain("# pip install -U keras tensorflow huggingface_hub\n");
    expect(code).toContain('keras.saving.load_model("hf://keras-io/mnist-convnet")');
  });
});

describe("transformers pipelines removed in v5", () => {
  it("pins transformers v4 for the summarization, translation and image-to-text pipelines", () => {
    for (const [name, task] of [
      ["sshleifer--distilbart-cnn-12-6", "summarization"],
      ["google-t5--t5-small", "translation"],
      ["Salesforce--blip-image-captioning-base", "image-to-text"],
    ] as const) {
      const code = snippet(record(name), "pipeline");
      expect(code, name).toContain(`# transformers v5 removed the ${task} pipeline: this runs on v4\n# pip install "transformers<5"\n`);
    }
  });

  it("leaves the pipelines v5 keeps alone", () => {
    expect(snippet(record("google-bert--bert-base-uncased"), "pipeline")).not.toContain("transformers<5");
  });
});

describe("load documentation in the library YAML", () => {
  it("is named by every library a real record uses, and by the libraries checked against their docs", () => {
    const used = new Set(
      fs
        .readdirSync(RECORD_DIR)
        .filter((f) => f.endsWith(".json"))
        .map((f) => record(f.slice(0, -".json".length)).library_name)
        .filter((l): l is string => typeof l === "string"),
    );
    const checked = [
      "transformers",
      "diffusers",
      "sentence-transformers",
      "timm",
      "peft",
      "llama-cpp-python",
      "mlx",
      "sklearn",
      "transformers.js",
      "keras",
      "open_clip",
      "speechbrain",
      "nemo",
      "espnet",
    ];
    const missing = [...new Set([...used, ...checked])].filter((id) => getLibrary(id)?.snippets.length && !getLibrary(id)?.loadDocs);
    expect(missing).toEqual([]);
  });

  it("must be an https URL", () => {
    const entry = { id: "somelib", prettyLabel: "Some lib", repoName: "somelib", repoUrl: "https://example.com/somelib" };
    expect(LibraryEntrySchema.safeParse({ ...entry, loadDocs: "https://example.com/load" }).success).toBe(true);
    expect(LibraryEntrySchema.safeParse({ ...entry, loadDocs: "http://example.com/load" }).success).toBe(false);
  });
});

describe("transformers.js weights", () => {
  const load = (files: string[], pipeline_tag = "text-generation") =>
    getLibrarySnippets({
      id: "onnx-community/tiny-lm-ONNX",
      library_name: "transformers.js",
      pipeline_tag,
      tags: ["transformers.js", "onnx"],
      siblings: files.map((rfilename) => ({ rfilename })),
    } as ModelRecordInput)[0]!.content;

  it("names a dtype the repository has when it lacks the fp32 or q8 weights the library loads by default", () => {
    expect(load(["config.json", "onnx/model_q4f16.onnx", "onnx/model_q4.onnx"])).toContain(
      'pipeline("text-generation", "onnx-community/tiny-lm-ONNX", { dtype: "q4f16" });',
    );
    expect(load(["onnx/model_quantized.onnx", "onnx/model_fp16.onnx"])).toContain('{ dtype: "q8" }');
    expect(load(["onnx/model.onnx"])).toContain('{ dtype: "fp32" }');
    expect(load(["onnx/model.onnx"], "text-to-3d")).toContain('AutoModel.from_pretrained("onnx-community/tiny-lm-ONNX", { dtype: "fp32" });');
  });

  it("keeps the defaults when both are there, or when the files are unknown", () => {
    expect(load(["onnx/model.onnx", "onnx/model_quantized.onnx", "onnx/model_q4.onnx"])).toContain(
      'pipeline("text-generation", "onnx-community/tiny-lm-ONNX");',
    );
    expect(load([])).toContain('pipeline("text-generation", "onnx-community/tiny-lm-ONNX");');
  });
});

describe("transformers on an ONNX-only repository", () => {
  // model_optimized.onnx, config.json and the tokenizer: nothing AutoModel.from_pretrained loads.
  const qdrant = record("Qdrant--bge-small-en-v1.5-onnx-Q--revision-main");

  it("loads the ONNX file with optimum's ONNX Runtime class instead of AutoModel", () => {
    const snippets = getLibrarySnippets(qdrant);
    expect(snippets.map((s) => s.name)).toEqual(["auto classes"]);
    const auto = snippets[0]!.content;
    expect(auto).toContain('pip install "optimum-onnx[onnxruntime]"');
    expect(auto).toContain("from optimum.onnxruntime import ORTModelForFeatureExtraction\n");
    expect(auto).toContain('tokenizer = AutoTokenizer.from_pretrained("Qdrant/bge-small-en-v1.5-onnx-Q")');
    expect(auto).toContain('model = ORTModelForFeatureExtraction.from_pretrained("Qdrant/bge-small-en-v1.5-onnx-Q", file_name="model_optimized.onnx")\n');
    expect(auto).not.toContain("AutoModel.");
  });

  it("keeps the transformers snippets when the record lists no files, or lists weights transformers loads", () => {
    const { siblings: _files, ...unlisted } = qdrant;
    expect(snippet(unlisted, "auto classes")).toContain("AutoModel.from_pretrained(");
    const withWeights = { ...qdrant, siblings: [...files(qdrant), "model.safetensors"].map((rfilename) => ({ rfilename })) };
    expect(snippet(withWeights, "auto classes")).toContain("AutoModel.from_pretrained(");
  });
});

describe("llama-cpp-python on a GGUF repository without pipeline_tag", () => {
  // The real record has neither pipeline_tag nor library_name (it gets no library snippets by
  // itself); under llama-cpp-python it is a text-generation model, as for the local apps.
  const gguf = record("ggml-org--gemma-3-1b-it-GGUF");

  it("chats with a conversational repository and completes text otherwise, with no pipeline tag needed", () => {
    expect(gguf.pipeline_tag).toBeUndefined();
    expect(getLibrarySnippets(gguf)).toEqual([]);
    const chat = snippet({ ...gguf, library_name: "llama-cpp-python" }, "python");
    expect(chat).toContain('filename="*Q4_K_M.gguf"');
    expect(chat).toContain("llm.create_chat_completion(");
    const base = snippet({ ...gguf, library_name: "llama-cpp-python", tags: (gguf.tags ?? []).filter((t) => t !== "conversational") }, "python");
    expect(base).toContain('output = llm("The three primary colours are", max_tokens=64)');
  });
});
