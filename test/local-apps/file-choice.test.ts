/** Which GGUF file the local apps load: suggested, chosen by the caller, split, or none. */
import { describe, expect, it } from "vitest";
import { AtlasError, chooseGgufFile, getLocalApps, ggufFileChoices } from "../../engine/index.js";
import { firstPart } from "../../engine/gguf/file-choice.js";

describe("chooseGgufFile", () => {
  it("a single file is the choice, with its label", () => {
    expect(chooseGgufFile(["README.md", "Model-Q5_K_M.gguf"])).toEqual({ file: "Model-Q5_K_M.gguf", quant: "Q5_K_M", parts: ["Model-Q5_K_M.gguf"] });
  });

  it("Q4_K_M when present; else the nearest smaller size; else the nearest larger one", () => {
    const many = ["m.Q2_K.gguf", "m.Q4_K_M.gguf", "m.Q8_0.gguf", "m.F16.gguf"];
    expect(chooseGgufFile(many)?.file).toBe("m.Q4_K_M.gguf");
    expect(chooseGgufFile(many.filter((f) => !f.includes("Q4_K_M")))?.quant).toBe("Q2_K");
    expect(chooseGgufFile(["m.Q8_0.gguf", "m.F16.gguf", "m.Q5_K_M.gguf"])?.quant).toBe("Q5_K_M");
  });

  it("skips vision projectors", () => {
    expect(chooseGgufFile(["mmproj-model-f16.gguf", "model-Q8_0.gguf"])?.file).toBe("model-Q8_0.gguf");
    expect(chooseGgufFile(["mmproj-model-f16.gguf"])).toBeUndefined();
  });

  it("a split file is named by its first part and lists every part", () => {
    const files = ["Q4_K_M/m-Q4_K_M-00002-of-00003.gguf", "Q4_K_M/m-Q4_K_M-00001-of-00003.gguf", "Q4_K_M/m-Q4_K_M-00003-of-00003.gguf", "m-Q2_K.gguf"];
    expect(chooseGgufFile(files)).toEqual({
      file: "Q4_K_M/m-Q4_K_M-00001-of-00003.gguf",
      quant: "Q4_K_M",
      parts: ["Q4_K_M/m-Q4_K_M-00001-of-00003.gguf", "Q4_K_M/m-Q4_K_M-00002-of-00003.gguf", "Q4_K_M/m-Q4_K_M-00003-of-00003.gguf"],
    });
    // Asking for any part gives the first one.
    expect(chooseGgufFile(files, "Q4_K_M/m-Q4_K_M-00003-of-00003.gguf")?.file).toBe("Q4_K_M/m-Q4_K_M-00001-of-00003.gguf");
    expect(firstPart("a-00002-of-00010.GGUF")).toBe("a-00001-of-00010.GGUF");
  });

  it("no GGUF file: no choice", () => {
    expect(chooseGgufFile([])).toBeUndefined();
    expect(chooseGgufFile(["model.safetensors"])).toBeUndefined();
  });

  it("the caller may choose another file; an unknown one is an error that lists the files", () => {
    const files = ["m.Q4_K_M.gguf", "m.Q8_0.gguf"];
    expect(chooseGgufFile(files, "m.Q8_0.gguf")).toEqual({ file: "m.Q8_0.gguf", quant: "Q8_0", parts: ["m.Q8_0.gguf"] });
    expect(() => chooseGgufFile(files, "m.Q6_K.gguf")).toThrow(AtlasError);
    expect(() => chooseGgufFile(files, "m.Q6_K.gguf")).toThrow(/"m.Q6_K.gguf" is not a GGUF file of model.*m.Q4_K_M.gguf, m.Q8_0.gguf/s);
    expect(() => chooseGgufFile(files, "config.json")).toThrow(/is not a GGUF file/);
    // Without a file list, the caller's file is taken as given.
    expect(chooseGgufFile([], "x-IQ4_XS.gguf")?.quant).toBe("IQ4_XS");
  });
});

describe("getLocalApps uses the choice", () => {
  const model = {
    id: "org/Model-GGUF",
    pipeline_tag: "text-generation",
    tags: ["gguf"],
    gguf: { context_length: 8192 },
    siblings: [{ rfilename: "Model-Q4_K_M.gguf" }, { rfilename: "Model-Q8_0.gguf" }],
  };

  it("the snippets and deeplinks say which quant they use", () => {
    const apps = getLocalApps(model);
    const ollama = apps.find((a) => a.id === "ollama")!;
    expect(ollama).toMatchObject({ file: "Model-Q4_K_M.gguf", quant: "Q4_K_M" });
    expect(ollama.snippets![0]!.content).toContain("hf.co/org/Model-GGUF:Q4_K_M");
    expect(apps.find((a) => a.id === "lmstudio")!.url).toBe("lmstudio://open_from_hf?model=org/Model-GGUF&file=Model-Q4_K_M.gguf");
  });

  it("{ file } switches every app to that file", () => {
    const apps = getLocalApps(model, { file: "Model-Q8_0.gguf" });
    expect(apps.find((a) => a.id === "llama.cpp")!.snippets![0]!.content).toContain("-hf 'org/Model-GGUF:Q8_0'");
    expect(apps.find((a) => a.id === "lmstudio")!.url).toContain("file=Model-Q8_0.gguf");
    expect(apps.find((a) => a.id === "localai")!.snippets![0]!.content).toContain("org/Model-GGUF/Model-Q8_0.gguf");
    expect(apps.filter((a) => a.file).every((a) => a.file === "Model-Q8_0.gguf" && a.quant === "Q8_0")).toBe(true);
  });

  it("{ app } keeps one app; an unknown app id is an error listing the ids", () => {
    expect(getLocalApps(model, { app: "ollama" }).map((a) => a.id)).toEqual(["ollama"]);
    expect(getLocalApps(model, { app: "sglang" })).toEqual([]);
    expect(() => getLocalApps(model, { app: "olama" })).toThrow(/"olama" is not a local app.*ollama/s);
  });

  it("no GGUF file listed: the apps that need a file are left out, the others use the repository", () => {
    const bare = { ...model, siblings: undefined };
    const ids = getLocalApps(bare).map((a) => a.id);
    expect(ids).not.toContain("localai");
    expect(getLocalApps(bare, { app: "lmstudio" })[0]!.url).toBe("lmstudio://open_from_hf?model=org/Model-GGUF");
    expect(getLocalApps(bare, { app: "ollama" })[0]!.snippets![0]!.content).toBe("ollama run 'hf.co/org/Model-GGUF'");
  });

  it("a file for a model without GGUF weights is an error", () => {
    expect(() => getLocalApps({ id: "org/tf", tags: ["mlx"], pipeline_tag: "text-generation" }, { file: "x-Q4_K_M.gguf" })).toThrow(
      /"org\/tf" is not a GGUF repository/,
    );
  });

  it("a model that is not a record is a clear error", () => {
    expect(() => getLocalApps({ id: "" } as never)).toThrow(/model\.id/);
  });
});

describe("ggufFileChoices", () => {
  it("lists every weights file once (split files by their first part) and never a vision projector", () => {
    const files = [
      "vision-Q4_K_M.gguf",
      "mmproj-vision-f16.gguf",
      "sub/MMPROJ-model.gguf",
      "big-Q8_0-00002-of-00002.gguf",
      "big-Q8_0-00001-of-00002.gguf",
      "README.md",
      "mmproj-dir/weights-Q5_K_M.gguf",
    ];
    const choices = ggufFileChoices(files);
    expect(choices.map((c) => c.file)).toEqual(["vision-Q4_K_M.gguf", "big-Q8_0-00001-of-00002.gguf", "mmproj-dir/weights-Q5_K_M.gguf"]);
    expect(choices[1]).toEqual({
      file: "big-Q8_0-00001-of-00002.gguf",
      quant: "Q8_0",
      parts: ["big-Q8_0-00001-of-00002.gguf", "big-Q8_0-00002-of-00002.gguf"],
    });
    // Each is a valid request, so offering it can never make the chooser throw.
    for (const c of choices) expect(chooseGgufFile(files, c.file)?.file).toBe(c.file);
    expect(chooseGgufFile(files)?.file).toBe("vision-Q4_K_M.gguf");
  });
});
