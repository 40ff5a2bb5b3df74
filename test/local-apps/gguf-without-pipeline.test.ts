/**
 * GGUF repositories often have no `pipeline_tag` (ggml-org/gemma-3-1b-it-GGUF, verbatim from
 * the hub in test/fixtures/hub-records/). They are language models: every app that runs GGUF
 * language models is offered, the servers (Docker Model Runner, vLLM) included, which used to
 * require a text pipeline tag.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getLocalApps, type ModelRecordInput } from "../../engine/index.js";

const gemma = JSON.parse(readFileSync(join(import.meta.dirname, "../fixtures/hub-records/gemma-3-1b-it-GGUF.json"), "utf8")) as ModelRecordInput;

describe("a GGUF repository without pipeline_tag", () => {
  it("is offered every GGUF language-model app, Docker Model Runner and vLLM included", () => {
    expect(gemma.pipeline_tag).toBeUndefined();
    const ids = getLocalApps(gemma).map((a) => a.id);
    for (const id of ["llama.cpp", "ollama", "lmstudio", "docker-model-runner", "vllm", "jan", "localai", "node-llama-cpp"]) expect(ids).toContain(id);
    // Its chat template renders no tools: the agent apps that call tools stay out.
    expect(ids).not.toContain("pi");
  });

  it("runs the suggested quantisation in Docker Model Runner", () => {
    const docker = getLocalApps(gemma, { app: "docker-model-runner" })[0]!;
    expect(docker.snippets?.map((s) => s.content).join("\n")).toContain("hf.co/ggml-org/gemma-3-1b-it-GGUF:Q4_K_M");
  });

  it("without the hub's gguf metadata, the GGUF files alone make it one", () => {
    const bare = { id: gemma.id, tags: ["gguf"], siblings: gemma.siblings };
    expect(getLocalApps(bare).map((a) => a.id)).toEqual(expect.arrayContaining(["llama.cpp", "ollama", "docker-model-runner", "vllm"]));
  });

  it("a non-language pipeline is not made a language model by its GGUF files", () => {
    const image = { id: "acme/sd-gguf", pipeline_tag: "text-to-image", tags: ["gguf"], siblings: [{ rfilename: "sd-Q4_0.gguf" }] };
    expect(getLocalApps(image).map((a) => a.id)).not.toContain("docker-model-runner");
  });
});
