/** The model page's "Use this model locally" section and the matrix's local-apps row set. */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LocalAppsSection, ggufFileOptions } from "../../viewer/src/components/local-apps-section.js";
import { findExampleModel } from "../../viewer/src/data/example-models.js";
import { LocationProvider } from "../../viewer/src/router.js";
import ModelPage from "../../viewer/src/routes/model-page.js";
import { buildMatrix } from "../../viewer/src/snippets/matrix.js";
import { LOCAL_APP_IDS } from "../../engine/index.js";

const at = (url: string, node: React.ReactNode) => renderToString(<LocationProvider url={url}>{node}</LocationProvider>);
const gguf = findExampleModel("bartowski/Llama-3.2-3B-Instruct-GGUF")!.record;
const lora = findExampleModel("alvdansen/littletinies")!.record;

describe("Use this model locally", () => {
  it("the model page shows the section with an app picker, the chosen file and quant, and Copy", () => {
    const html = at("/models/bartowski/Llama-3.2-3B-Instruct-GGUF", <ModelPage id="bartowski/Llama-3.2-3B-Instruct-GGUF" />);
    expect(html).toContain('id="local-apps"');
    expect(html).toContain("Use this model locally");
    expect(html).toMatch(/<label[^>]*>App<\/label>/);
    expect(html).toMatch(/<label[^>]*>GGUF file<\/label>/);
    expect(html).toContain("Llama-3.2-3B-Instruct-Q4_K_M.gguf");
    expect(html).toContain("Q4_K_M");
    expect(html).toContain("Copy");
  });

  it("?localApp picks the app; a deeplink app gets an Open button with its URL", () => {
    const html = at("/models/x?localApp=lmstudio", <LocalAppsSection model={gguf} />);
    expect(html).toContain("Open in LM Studio");
    expect(html).toContain('href="lmstudio://open_from_hf?model=bartowski/Llama-3.2-3B-Instruct-GGUF&amp;file=Llama-3.2-3B-Instruct-Q4_K_M.gguf"');
  });

  it("?ggufFile changes the file every app uses; an unknown file falls back to the suggestion", () => {
    const html = at("/models/x?localApp=ollama&ggufFile=Llama-3.2-3B-Instruct-Q8_0.gguf", <LocalAppsSection model={gguf} />);
    expect(html).toContain("hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:Q8_0");
    expect(html).toContain("Q8_0");
    const fallback = at("/models/x?localApp=ollama&ggufFile=nope.gguf", <LocalAppsSection model={gguf} />);
    expect(fallback).toContain("GGUF:Q4_K_M");
    expect(ggufFileOptions(gguf).map((o) => o.value)).toContain("Llama-3.2-3B-Instruct-Q4_K_M.gguf");
  });

  it("macOS-only apps are marked", () => {
    const html = at("/models/x?localApp=drawthings", <LocalAppsSection model={lora} />);
    expect(html).toContain("macOS only");
    expect(html).toContain("pipeline.load_lora_weights");
  });

  it("a model no app runs says so", () => {
    expect(at("/models/x", <LocalAppsSection model={{ id: "a/b", pipeline_tag: "fill-mask" }} />)).toContain("No local app runs this model");
  });

  it("a ?ggufFile= for a repository without GGUF files is flagged with why", () => {
    const html = at("/models/x?ggufFile=model-Q4_K_M.gguf", <LocalAppsSection model={{ id: "a/b", pipeline_tag: "fill-mask" }} />);
    expect(html).toContain("this repository lists no GGUF file");
  });
});

describe("matrix: local apps row set", () => {
  it("one row per app, one column per example model an app runs", () => {
    const matrix = buildMatrix({ rows: "local-apps" });
    expect(matrix.rows.map((r) => r.key)).toEqual([...LOCAL_APP_IDS]);
    expect(matrix.columns.map((c) => c.client)).toContain("bartowski/Llama-3.2-3B-Instruct-GGUF");
    const ollama = matrix.rows.find((r) => r.key === "ollama")!;
    const column = matrix.columns.find((c) => c.client === "bartowski/Llama-3.2-3B-Instruct-GGUF")!;
    const cell = ollama.cell(column);
    expect(cell.state === "code" && cell.content).toContain("ollama run 'hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M'");
    const flux = matrix.columns.find((c) => c.client === "black-forest-labs/FLUX.1-dev")!;
    expect(ollama.cell(flux).state).toBe("empty");
    expect(buildMatrix({ rows: "local-apps", task: "text-to-image" }).columns.every((c) => c.client !== "bartowski/Llama-3.2-3B-Instruct-GGUF")).toBe(true);
  });
});
