/**
 * Compares the local apps with the reference facts (test/reference/local-apps.json): the same
 * 24 apps with the same labels, docs URLs, main tasks, macOS-only flags and kinds; each offered
 * for the same probe models; the same deeplinks; and the snippet facts that are the apps' own
 * interfaces (commands, ports). Where the reference slips, the test says so and checks the fix.
 */
import { describe, expect, it } from "vitest";
import { getLocalApps, LOCAL_APP_IDS, LOCAL_APPS } from "../../engine/index.js";
import { PROBE_CASES, REFERENCE } from "./support.js";

const byProbe = new Map(PROBE_CASES.map((c) => [c.name, getLocalApps(c.model, { file: c.file })]));

describe("local apps match the reference", () => {
  it("has every app of the reference and no other", () => {
    expect([...LOCAL_APP_IDS].sort()).toEqual(REFERENCE.apps.map((a) => a.id).sort());
    expect(LOCAL_APP_IDS.length).toBe(REFERENCE.count);
  });

  for (const ref of REFERENCE.apps) {
    describe(ref.id, () => {
      it("has the reference's label, docs URL, main task, macOS flag and kind", () => {
        const app = LOCAL_APPS[ref.id as keyof typeof LOCAL_APPS];
        expect({
          prettyLabel: app.prettyLabel,
          docsUrl: app.docsUrl,
          mainTask: app.mainTask,
          macOSOnly: app.macOSOnly,
          kind: app.deeplink ? "deeplink" : "snippet",
        }).toEqual({ prettyLabel: ref.prettyLabel, docsUrl: ref.docsUrl, mainTask: ref.mainTask, macOSOnly: ref.macOSOnly, kind: ref.kind });
      });

      it("is offered for the reference's probe models", () => {
        const offered = PROBE_CASES.filter((c) => byProbe.get(c.name)!.some((a) => a.id === ref.id)).map((c) => c.name);
        expect(offered).toEqual(ref.offeredFor);
      });

      if (ref.kind === "deeplink") {
        it("opens the reference's deeplink", () => {
          for (const probe of ref.offeredFor) {
            const app = byProbe.get(probe)!.find((a) => a.id === ref.id)!;
            expect(app.url, probe).toBe(ref.anchorOutput[probe]);
          }
        });
      }
    });
  }
});

describe("snippet facts", () => {
  const snippetText = (probe: string, id: string) =>
    byProbe
      .get(probe)!
      .find((a) => a.id === id)!
      .snippets!.map((s) => `${s.setup ?? ""}\n${s.content}`)
      .join("\n");

  it("the one-line apps run the reference's command, quoted for the shell", () => {
    expect(snippetText("gguf-chat-tools", "ollama")).toBe("ollama run 'hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M'".replace(/^/, "\n"));
    for (const probe of REFERENCE.apps.find((a) => a.id === "docker-model-runner")!.offeredFor) {
      const expected = REFERENCE.apps.find((a) => a.id === "docker-model-runner")!.anchorOutput[probe] as string;
      const [command, ref] = expected.split(/ (?=hf\.co\/)/);
      expect(snippetText(probe, "docker-model-runner").trim()).toBe(`${command} '${ref}'`);
    }
  });

  it("llama.cpp and the agent apps load <repo>:<quant>", () => {
    for (const id of ["llama.cpp", "pi", "hermes-agent", "openclaw"]) {
      expect(snippetText("gguf-chat-tools", id)).toContain("-hf 'bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M'");
    }
  });

  it("MLX LM's curl goes to port 8080, where mlx_lm.server listens (the reference sends it to 8000)", () => {
    const text = snippetText("mlx-chat", "mlx-lm");
    expect(text).toContain("mlx_lm.server --model 'mlx-community/Qwen2.5-7B-Instruct-4bit'");
    expect(text).toContain("'http://localhost:8080/v1/chat/completions'");
    expect(text).not.toContain("localhost:8000");
  });

  it("vLLM serves a GGUF model by <repo>:<quant>, not by the bare repository (which holds many files)", () => {
    expect(snippetText("gguf-base", "vllm")).toContain("vllm serve 'TheBloke/Llama-2-7B-GGUF:Q4_K_M'");
    expect(snippetText("gguf-base", "vllm")).not.toContain("{{");
    expect(snippetText("gguf-base", "vllm")).toContain("/v1/completions");
    expect(snippetText("transformers-chat", "vllm")).toContain("vllm serve 'meta-llama/Llama-3.1-8B-Instruct'");
  });

  it("SGLang and TGI use their documented ports", () => {
    expect(snippetText("awq-chat", "sglang")).toContain("--model-path 'Qwen/Qwen2.5-7B-Instruct-AWQ' --host 0.0.0.0 --port 30000");
    expect(snippetText("awq-chat", "sglang")).toContain("'http://localhost:30000/v1/chat/completions'");
    expect(snippetText("transformers-chat", "tgi")).toContain("--model-id 'meta-llama/Llama-3.1-8B-Instruct'");
    expect(snippetText("transformers-chat", "tgi")).toContain("-p 8080:80");
  });

  it("LocalAI names one file, Lemonade the name it registers", () => {
    expect(snippetText("gguf-chat-tools", "localai")).toContain("'huggingface://bartowski/Llama-3.2-3B-Instruct-GGUF/Llama-3.2-3B-Instruct-Q4_K_M.gguf'");
    expect(snippetText("gguf-chat-tools", "lemonade")).toContain("lemonade run 'user.Llama-3.2-3B-Instruct-GGUF-Q4_K_M'");
    expect(snippetText("ryzenai", "lemonade")).toContain("lemonade run 'user.Llama-3.2-1B-Instruct-ryzenai'");
  });

  it("the vision model is sent an image", () => {
    expect(snippetText("vlm", "vllm")).toContain('"image_url"');
  });
});
