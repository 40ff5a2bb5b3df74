/** countsAsDownload per rule kind, with file names as they appear in real model repositories. */
import { describe, expect, it } from "vitest";
import { countsAsDownload, countDownloadsRule, DEFAULT_COUNT_DOWNLOADS_QUERY, listLibraries, parseCountDownloadsQuery } from "../../engine/index.js";
import { describeFile } from "../../engine/registry/count-downloads/evaluate.js";

/** Asserts which of `files` count for `library`, listing both sides so a failure shows all. */
function expectCounts(library: string, counted: string[], notCounted: string[]) {
  const result = (files: string[]) => files.filter((f) => countsAsDownload(library, f));
  expect({ library, counted: result(counted), notCounted: result(notCounted) }).toEqual({ library, counted, notCounted: [] });
}

describe("countsAsDownload", () => {
  it("default rule: the default files at the repository root only", () => {
    expect(countDownloadsRule("allennlp")).toEqual({ query: DEFAULT_COUNT_DOWNLOADS_QUERY, isDefault: true });
    expectCounts(
      "allennlp",
      ["config.json", "config.yaml", "hyperparams.yaml", "params.json", "meta.yaml", "./config.json", "/config.json"],
      ["model.tar.gz", "weights.th", "text_encoder/config.json", "Config.json", "config.JSON", "config.json.bak", ""],
    );
  });

  it("an id the registry does not know gets the default rule", () => {
    expect(countDownloadsRule("not-a-library").isDefault).toBe(true);
    expectCounts("not-a-library", ["config.json"], ["model.safetensors"]);
    expectCounts("__proto__", ["params.json"], ["pytorch_model.bin"]);
  });

  it("path: the whole path, exactly", () => {
    expectCounts("adapter-transformers", ["adapter_config.json"], ["adapter/adapter_config.json", "Adapter_config.json", "adapter_config.json.lock"]);
    expectCounts("imstoucan", ["Vocoder.pt", "ToucanTTS.pt", "embedding_gan.pt"], ["vocoder.pt", "Models/Vocoder.pt"]);
    expectCounts("openpeerllm", [".meta-huggingface.json"], ["meta-huggingface.json"]);
  });

  it("path: nested paths spell out their folders", () => {
    expectCounts("magi-1", ["ckpt/vae/config.json"], ["config.json", "vae/config.json", "ckpt/vae/config.json/extra"]);
    expectCounts("timesfm", ["config.json", "torch_model.ckpt", "checkpoints/checkpoint_1100000/state/checkpoint"], ["checkpoints/checkpoint_1100000/state"]);
  });

  it("path_extension: weights by extension, in any folder, ignoring case", () => {
    expectCounts("fasttext", ["cc.en.300.bin", "lid.176.bin", "models/model.BIN"], ["bin", "cc.en.300.bin.gz", "cc.en.300.vec"]);
    expectCounts(
      "chexmix",
      ["model.safetensors", "model-00001-of-00002.safetensors", "unet/diffusion_pytorch_model.safetensors"],
      ["model.safetensors.index.json"],
    );
    expectCounts("litert-lm", ["gemma3-1b-it-int4.litertlm", "gemma-3n-E2B-it-int4.task"], ["tasks.json"]);
  });

  it("GGUF shards, and configs by file name (path_extension OR (path_filename AND path_extension))", () => {
    expectCounts(
      "jev-style",
      [
        "jev-Q4_K_M.gguf",
        "Model-Q8_0-00001-of-00003.gguf",
        "gguf/Model-UD-Q2_K_XL-00002-of-00003.gguf",
        "MODEL.GGUF",
        "config.json",
        "text_encoder/config.json",
      ],
      ["config.yaml", "configs.json", "Config.json", "model.gguf.part", "README.md"],
    );
  });

  it("path_filename AND path_extension: the file name without its last extension, in any folder", () => {
    expectCounts("edsnlp", ["config.cfg", "artifacts/config.cfg"], ["config.json", "config.cfg.bak", "myconfig.cfg", "Config.cfg"]);
    expectCounts("kernels", ["build/torch27-cxx11-cu126-x86_64-linux/activation/_ops.py"], ["_ops.pyc", "ops.py", "_ops/__init__.py"]);
    expectCounts("elm", ["slicex_elm_config.json"], ["slicex_elm_config.yaml"]);
  });

  it("path_filename alone: a file name whatever its extension", () => {
    expectCounts("mitie", ["total_word_feature_extractor.dat", "total_word_feature_extractor"], ["total_word_feature_extractor.dat.zip"]);
    expectCounts("hunyuan3d-2", ["hunyuan3d-dit-v2-0/config.yaml", "model_index.json"], ["model_index_v2.json"]);
  });

  it("path_prefix AND path_extension", () => {
    expectCounts("tic-clip", ["checkpoints/2016/clip/latest.pt", "checkpoints/x.PT"], ["latest.pt", "old/checkpoints/latest.pt", "checkpoints/config.json"]);
  });

  it("_exists_: the file sits inside a folder", () => {
    expectCounts(
      "whisperkit",
      ["openai_whisper-large-v3/AudioEncoder.mlmodelc/model.mil"],
      ["model.mil", "openai_whisper-large-v3/AudioEncoder.mlmodelc/weights/weight.bin"],
    );
  });

  it("a query over several lines with tabs", () => {
    expectCounts(
      "open_clip",
      ["open_clip_model.safetensors", "open_clip_pytorch_model.bin", "pytorch_model.bin"],
      ["open_clip_config.json", "sub/model.safetensors"],
    );
  });

  it("path_extension values: a leading dot is ignored; a dotted value matches nothing", () => {
    expectCounts("ssr-speech", ["English.pth", "models/Mandarin.PTH"], ["English.pt"]);
    expectCounts("quantumpeer", [], ["setup.py", "quantumpeer/setup.py", "x.setup.py"]);
  });

  it("every real query parses", () => {
    const withQueries = listLibraries().filter((l) => l.countDownloads !== undefined);
    expect(withQueries.length).toBeGreaterThan(150);
    for (const l of withQueries) expect(() => parseCountDownloadsQuery(l.countDownloads!)).not.toThrow();
  });
});

describe("describeFile", () => {
  it.each([
    ["config.json", { path: "config.json", prefix: undefined, filename: "config", extension: "json" }],
    [
      "unet/diffusion_pytorch_model.fp16.safetensors",
      { path: "unet/diffusion_pytorch_model.fp16.safetensors", prefix: "unet/", filename: "diffusion_pytorch_model.fp16", extension: "safetensors" },
    ],
    ["a/b/.gitattributes", { path: "a/b/.gitattributes", prefix: "a/b/", filename: ".gitattributes", extension: undefined }],
    ["README", { path: "README", prefix: undefined, filename: "README", extension: undefined }],
    ["weird.", { path: "weird.", prefix: undefined, filename: "weird.", extension: undefined }],
    ["./Model.GGUF", { path: "Model.GGUF", prefix: undefined, filename: "Model", extension: "gguf" }],
  ])("%s", (file, facts) => {
    expect(describeFile(file)).toEqual(facts);
  });
});
