/**
 * The rules of the libraries whose snippets depend on the model record (transformers has
 * its own file). Messages are compared word for word: they are part of the output.
 */
import { describe, expect, it } from "vitest";
import { getLibrarySnippets, type ModelRecordInput } from "../../engine/index.js";
import { pickGGUFFile } from "../../engine/gguf/gguf-files.js";

const snippets = (library_name: string, patch: Partial<ModelRecordInput> & Record<string, unknown> = {}) =>
  getLibrarySnippets({ id: "org/model", library_name, ...patch } as ModelRecordInput);
const messages = (library: string, patch: Partial<ModelRecordInput> & Record<string, unknown> = {}) => snippets(library, patch).map((s) => s.message);
const code = (library: string, patch: Partial<ModelRecordInput> & Record<string, unknown> = {}) =>
  snippets(library, patch)
    .map((s) => s.content)
    .join("\n");

describe("peft", () => {
  const peft = (p: { base_model_name_or_path?: string; task_type?: string }) => ({ config: { peft: p } });
  it("loads the adapter on its base model with the auto class of its task type", () => {
    const out = code("peft", peft({ base_model_name_or_path: "meta/base", task_type: "SEQ_2_SEQ_LM" }));
    expect(out).toContain('base_model = AutoModelForSeq2SeqLM.from_pretrained("meta/base", dtype="auto", device_map="auto")');
    expect(out).toContain('model = PeftModel.from_pretrained(base_model, "org/model")');
    expect(code("peft", peft({ base_model_name_or_path: "b", task_type: "TOKEN_CLS" }))).toContain("AutoModelForTokenClassification");
  });
  it("says `Base model is not found.` or `Task type is invalid.`", () => {
    expect(messages("peft", peft({ task_type: "CAUSAL_LM" }))).toEqual(["Base model is not found."]);
    expect(messages("peft", {})).toEqual(["Base model is not found."]);
    expect(messages("peft", peft({ base_model_name_or_path: "b", task_type: "FEATURE_EXTRACTION" }))).toEqual(["Task type is invalid."]);
    expect(messages("peft", peft({ base_model_name_or_path: "b" }))).toEqual(["Task type is invalid."]);
    expect(messages("peft", peft({ base_model_name_or_path: "b", task_type: "toString" }))).toEqual(["Task type is invalid."]);
  });
});

describe("audiocraft", () => {
  it("picks MusicGen, AudioGen or MAGNeT by tag", () => {
    expect(code("audiocraft", { tags: ["musicgen"] })).toContain("MusicGen.get_pretrained(");
    expect(code("audiocraft", { tags: ["audiogen"] })).toContain("AudioGen.get_pretrained(");
    expect(code("audiocraft", { tags: ["magnet", "musicgen"] })).toContain("MAGNeT.get_pretrained(");
  });
  it("says `Type of model unknown.` otherwise", () => {
    expect(messages("audiocraft", { tags: ["encodec"] })).toEqual(["Type of model unknown."]);
  });
});

describe("nemo", () => {
  it("imports the collection of the domain tag", () => {
    expect(code("nemo", { tags: ["automatic-speech-recognition"] })).toContain("nemo_asr.models.ASRModel.from_pretrained(");
  });
  it("says `tag did not correspond to a valid NeMo domain.` otherwise", () => {
    expect(messages("nemo", { tags: ["text-generation"] })).toEqual(["tag did not correspond to a valid NeMo domain."]);
  });
});

describe("speechbrain", () => {
  const sb = (speechbrain_interface?: string) => ({ config: { speechbrain: { speechbrain_interface } } });
  it("uses the interface class and its file method", () => {
    const out = code("speechbrain", sb("SepformerSeparation"));
    expect(out).toContain("from speechbrain.inference.separation import SepformerSeparation");
    expect(out).toContain("model.separate_file(");
  });
  it("says `interface not specified in config.json` / `interface in config.json invalid`", () => {
    expect(messages("speechbrain", {})).toEqual(["interface not specified in config.json"]);
    expect(messages("speechbrain", sb(undefined))).toEqual(["interface not specified in config.json"]);
    expect(messages("speechbrain", sb("os.system"))).toEqual(["interface in config.json invalid"]);
    expect(messages("speechbrain", sb("constructor"))).toEqual(["interface in config.json invalid"]);
  });
});

describe("sklearn", () => {
  const sk = (section: object) => ({ config: { sklearn: section } });
  it("loads the file named in config.json, with skops or joblib by format", () => {
    expect(code("sklearn", sk({ model: { file: "m.skops" }, model_format: "skops" }))).toContain('hf_hub_download("org/model", "m.skops")');
    expect(code("sklearn", sk({ model: { file: "m.skops" } }))).toContain("from skops.io import");
    expect(code("sklearn", sk({ model: { file: "m.pkl" }, model_format: "pickle" }))).toContain("joblib.load(");
  });
  it("says `Model filename not specified in config.json` for skops models that name no file", () => {
    expect(messages("sklearn", { tags: ["skops"], ...sk({ model_format: "pickle" }) })).toEqual(["Model filename not specified in config.json"]);
    expect(messages("sklearn", { tags: ["skops"] })).toEqual(["Model filename not specified in config.json"]);
  });
  it("loads other models with joblib from sklearn_model.joblib", () => {
    expect(messages("sklearn", {})).toEqual([undefined]);
    expect(code("sklearn", sk({ model_format: "pickle" }))).toContain('joblib.load(hf_hub_download("org/model", "sklearn_model.joblib"))');
  });
});

describe("espnet", () => {
  it("loads text-to-speech and speech-recognition models with their classes", () => {
    expect(code("espnet", { pipeline_tag: "text-to-speech" })).toContain("Text2Speech.from_pretrained(");
    expect(code("espnet", { tags: ["automatic-speech-recognition"] })).toContain("Speech2Text.from_pretrained(");
  });
  it("says `unknown model type (must be text-to-speech or automatic-speech-recognition)` otherwise", () => {
    expect(messages("espnet", { pipeline_tag: "audio-to-audio" })).toEqual(["unknown model type (must be text-to-speech or automatic-speech-recognition)"]);
  });
});

describe("ultralytics", () => {
  it("takes the YOLO version from the tags", () => {
    const v10 = code("ultralytics", { tags: ["yolov10"] });
    expect(v10).toContain('YOLOv10.from_pretrained("org/model")');
    // The PyPI ultralytics package has no YOLOv10 class: the snippet names the fork that does.
    expect(v10).toContain("pip install git+https://github.com/THU-MIG/yolov10.git");
    const v8 = code("ultralytics", { tags: ["yolov8"], siblings: [{ rfilename: "best.pt" }] });
    expect(v8).toContain("# A YOLOv8 checkpoint");
    expect(v8).toContain('YOLO(hf_hub_download("org/model", "best.pt"))');
    expect(v8).not.toContain("THU-MIG");
    expect(v8).not.toContain("is a guess");
    const unlisted = code("ultralytics", { tags: ["yolov8"] });
    expect(unlisted).toContain('hf_hub_download("org/model", "model.pt")');
    expect(unlisted).toContain("# The file name below is a guess: use the name of the repository's .pt file");
    expect(code("ultralytics", { tags: ["yolo11"] })).toContain("# A YOLOv11 checkpoint");
  });
  it("keeps a placeholder and asks to replace it without a version tag", () => {
    const out = code("ultralytics", { tags: ["yolo"] });
    expect(out).toContain("YOLOvXX.from_pretrained(");
    expect(out).toContain("# Replace XX in YOLOvXX with the model's version before running this.");
  });
});

describe("outetts", () => {
  it("offers the snippet, but not for models tagged gguf or onnx", () => {
    expect(snippets("outetts", { tags: ["text-to-speech"] })).toHaveLength(1);
    expect(snippets("outetts", { tags: ["gguf"] })).toEqual([]);
    expect(snippets("outetts", { tags: ["onnx"] })).toEqual([]);
  });
  it("follows the model generation in the id", () => {
    expect(code("outetts", { id: "OuteAI/OuteTTS-0.3-1B" })).toContain("InterfaceVersion.V2");
    expect(code("outetts", { id: "OuteAI/OuteTTS-0.2-500M" })).toContain("InterfaceVersion.V1");
    expect(code("outetts", { id: "OuteAI/Llama-OuteTTS-1.0-1B" })).toContain("InterfaceVersion.V3");
  });
});

describe("diffusionkit", () => {
  it("runs flux models 4 steps without guidance and others 50 steps with guidance 5, at 512 × 512", () => {
    const flux = code("diffusionkit", { id: "argmaxinc/mlx-FLUX.1-schnell" });
    expect(flux).toContain("FluxPipeline(");
    expect(flux).toMatch(/cfg_weight=0,\n\s+num_steps=4,/);
    const sd3 = code("diffusionkit", { id: "argmaxinc/mlx-stable-diffusion-3-medium" });
    expect(sd3).toMatch(/cfg_weight=5,\n\s+num_steps=50,/);
    for (const out of [flux, sd3]) expect(out).toContain("HEIGHT = 512\nWIDTH = 512\n");
    expect(code("diffusionkit", { tags: ["flux"] })).toContain("num_steps=4,");
  });
});

describe("diffusers", () => {
  it("prompts text-to-image models with the card's instance_prompt", () => {
    const out = code("diffusers", { pipeline_tag: "text-to-image", cardData: { instance_prompt: "a photo of sks dog" } });
    expect(out).toContain('DiffusionPipeline.from_pretrained("org/model"');
    expect(out).toContain('prompt = "a photo of sks dog"');
  });
  it("loads LoRA and textual-inversion weights on their base model", () => {
    const lora = code("diffusers", { tags: ["lora"], cardData: { base_model: ["base/sdxl"] } });
    expect(lora).toContain('DiffusionPipeline.from_pretrained("base/sdxl"');
    expect(lora).toContain('pipe.load_lora_weights("org/model")');
    const ti = code("diffusers", { tags: ["textual_inversion"], cardData: { base_model: "base/sd15" } });
    expect(ti).toContain('pipe.load_textual_inversion("org/model")');
    const videoLora = code("diffusers", { pipeline_tag: "image-to-video", tags: ["lora"], cardData: { base_model: "base/wan-i2v" } });
    expect(videoLora).toContain('pipe.load_lora_weights("org/model")');
    expect(videoLora).toContain("frames = pipe(image=first_frame, prompt=prompt).frames[0]");
    expect(videoLora).not.toContain(".images[0]");
    const editLora = code("diffusers", { pipeline_tag: "image-to-image", tags: ["lora"], cardData: { base_model: "base/kontext" } });
    expect(editLora).toContain("image = pipe(image=source, prompt=prompt).images[0]");
    // Without a base model a LoRA tag cannot be honoured: the repository is loaded as a pipeline.
    expect(code("diffusers", { tags: ["lora"] })).not.toContain("load_lora_weights");
  });
  it("gives image-to-image and video pipelines their inputs and outputs", () => {
    expect(code("diffusers", { pipeline_tag: "image-to-image" })).toContain("pipe(image=source, prompt=prompt)");
    expect(code("diffusers", { pipeline_tag: "text-to-video" })).toContain('export_to_video(frames, "video.mp4")');
    expect(code("diffusers", { pipeline_tag: "image-to-video" })).toContain("pipe(image=first_frame, prompt=prompt)");
  });
  it("inpaints with guidance 8 over 20 steps, and FLUX Fill with guidance 30 over 50 steps", () => {
    const sd = code("diffusers", { id: "org/sd-inpainting", pipeline_tag: "image-to-image", tags: ["inpainting"] });
    expect(sd).toContain("AutoPipelineForInpainting.from_pretrained(");
    expect(sd).toMatch(/guidance_scale=8,\n\s+num_inference_steps=20,/);
    const fill = code("diffusers", { id: "black-forest-labs/FLUX.1-Fill-dev", pipeline_tag: "image-to-image" });
    expect(fill).toContain("FluxFillPipeline.from_pretrained(");
    expect(fill).toMatch(/guidance_scale=30,\n\s+num_inference_steps=50,/);
    expect(fill).toContain("mask_image=mask");
  });
  it("returns exactly one snippet", () => {
    for (const pipeline_tag of ["text-to-image", "image-to-image", "text-to-video", "image-to-video"]) {
      expect(snippets("diffusers", { pipeline_tag })).toHaveLength(1);
    }
  });
});

describe("llama-cpp-python and GGUF files", () => {
  const files = (...names: string[]) => ({ siblings: names.map((rfilename) => ({ rfilename })) });
  it("names the file by its quant label", () => {
    const out = code("llama-cpp-python", files("m-Q8_0.gguf", "m-Q4_K_M.gguf", "m-Q2_K.gguf"));
    expect(out).toContain('filename="*Q4_K_M.gguf"');
    expect(out).toContain("--model '*Q4_K_M.gguf'");
    expect(out).toContain("# Loads the Q4_K_M quantization");
  });
  it("prefers Q4_K_M, then the largest smaller file, then the smallest larger one", () => {
    expect(pickGGUFFile(["a-Q8_0.gguf", "a-Q4_K_M.gguf"])?.label).toBe("Q4_K_M");
    expect(pickGGUFFile(["a-F16.gguf", "a-Q8_0.gguf", "a-Q3_K_M.gguf", "a-Q2_K.gguf"])?.label).toBe("Q3_K_M");
    expect(pickGGUFFile(["a-F16.gguf", "a-Q8_0.gguf"])?.label).toBe("Q8_0");
    expect(pickGGUFFile(["mmproj-F16.gguf", "a-UD-Q4_K_XL.gguf"])).toEqual({ file: "a-UD-Q4_K_XL.gguf", label: "Q4_K_XL" });
    expect(pickGGUFFile(["model.safetensors"])).toBeUndefined();
  });
  it("names the file in full when the label pattern would match several files, or none", () => {
    expect(code("llama-cpp-python", files("a-Q4_K_M.gguf", "b-Q4_K_M.gguf"))).toContain('filename="a-Q4_K_M.gguf"');
    expect(code("llama-cpp-python", files("model-q4_k_m.gguf"))).toContain('filename="model-q4_k_m.gguf"');
    expect(code("llama-cpp-python", files("x/m-Q4_K_M-00001-of-00002.gguf", "x/m-Q4_K_M-00002-of-00002.gguf"))).toContain(
      'filename="x/m-Q4_K_M-00001-of-00002.gguf"',
    );
  });
  it("lists the other shards of a split file as additional_files", () => {
    const split = code("llama-cpp-python", files("x/m-Q4_K_M-00002-of-00002.gguf", "x/m-Q4_K_M-00001-of-00002.gguf", "x/m-Q8_0-00001-of-00002.gguf"));
    expect(split).toContain('filename="x/m-Q4_K_M-00001-of-00002.gguf",\n    additional_files=["x/m-Q4_K_M-00002-of-00002.gguf"],\n');
    // The server takes one file: every shard is downloaded first, then the first is served.
    expect(split).toContain("hf download 'org/model' 'x/m-Q4_K_M-00001-of-00002.gguf' 'x/m-Q4_K_M-00002-of-00002.gguf' --local-dir models\n");
    expect(split).toContain("python3 -m llama_cpp.server --model 'models/x/m-Q4_K_M-00001-of-00002.gguf'");
    expect(code("llama-cpp-python", files("m-Q4_K_M.gguf"))).not.toContain("additional_files");
  });
  it("uses a chat completion for conversational models", () => {
    expect(code("llama-cpp-python", { tags: ["conversational"] })).toContain("llm.create_chat_completion(");
    expect(code("llama-cpp-python", { tags: [] })).toContain('llm("The three primary colours are"');
  });
});

describe("mlx", () => {
  it("runs text generation with mlx-lm, vision-language models with mlx-vlm, and downloads the rest", () => {
    expect(snippets("mlx", { pipeline_tag: "text-generation" }).map((s) => s.name)).toEqual(["lm"]);
    expect(code("mlx", { pipeline_tag: "text-generation", tags: ["conversational"] })).toContain("tokenizer.apply_chat_template(");
    expect(code("mlx", { pipeline_tag: "text-generation" })).not.toContain("apply_chat_template");
    expect(snippets("mlx", { pipeline_tag: "image-text-to-text" }).map((s) => s.name)).toEqual(["vlm"]);
    expect(snippets("mlx", {}).map((s) => s.name)).toEqual(["download"]);
  });
});

describe("pyannote-audio", () => {
  const tags = (...t: string[]) => ({ tags: ["pyannote-audio", ...t] });
  it("lists the speaker turns of a diarization pipeline, prints other pipelines' output, runs a model through Inference", () => {
    const diarization = code("pyannote-audio", tags("pyannote-audio-pipeline", "speaker-diarization"));
    expect(diarization).toContain("for turn, _, speaker in output.speaker_diarization.itertracks(yield_label=True):");
    const vad = code("pyannote-audio", tags("pyannote-audio-pipeline", "voice-activity-detection"));
    expect(vad).toContain("print(output)");
    expect(vad).not.toContain("speaker_diarization");
    expect(code("pyannote-audio", tags("pyannote-audio-model"))).toContain("inference = Inference(model)");
  });
});

describe("sentence-transformers", () => {
  it("loads cross-encoders, sparse encoders and embedding models with their own classes", () => {
    expect(code("sentence-transformers", { tags: ["cross-encoder"] })).toContain('model = CrossEncoder("org/model")');
    const sparse = code("sentence-transformers", { tags: ["sparse-encoder"] });
    expect(sparse).toContain('model = SparseEncoder("org/model")');
    expect(sparse).toContain("print(model.similarity(query_embedding, embeddings))");
    expect(code("sentence-transformers", {})).toContain('model = SentenceTransformer("org/model")');
  });
});

describe("multimolecule", () => {
  it("builds a transformers pipeline only for tasks that have one, and embeddings otherwise", () => {
    expect(code("multimolecule", { pipeline_tag: "fill-mask" })).toContain('print(predictor("gguc<mask>cucugguuagaccagaucugagccu"))');
    expect(code("multimolecule", { pipeline_tag: "token-classification" })).toContain('pipeline("token-classification", model="org/model")');
    const other = code("multimolecule", { pipeline_tag: "sentence-similarity" });
    expect(other).toContain('pipeline("feature-extraction", model="org/model")');
    expect(other).not.toContain("sentence-similarity");
  });
});

describe("transformers.js", () => {
  it("builds a pipeline for the tasks Transformers.js has, feature extraction for sentence similarity, AutoModel otherwise", () => {
    expect(code("transformers.js", { pipeline_tag: "text-classification" })).toContain('await pipeline("text-classification", "org/model")');
    expect(code("transformers.js", { pipeline_tag: "sentence-similarity" })).toContain('await pipeline("feature-extraction", "org/model")');
    for (const pipeline_tag of ["text-to-3d", "constructor", undefined]) {
      expect(code("transformers.js", { pipeline_tag })).toContain('await AutoModel.from_pretrained("org/model")');
    }
  });
});
