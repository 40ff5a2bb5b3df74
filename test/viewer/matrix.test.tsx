import { renderToString } from "react-dom/server";
import { listLibraries, tasksForLibrary } from "../../engine/index.js";
import { describe, expect, it } from "vitest";
import { cellKey, preview } from "../../viewer/src/components/matrix-cell.js";
import { MatrixGrid } from "../../viewer/src/components/matrix-grid.js";
import { EXAMPLE_MODELS, exampleModelForTask } from "../../viewer/src/data/example-models.js";
import { LocationProvider } from "../../viewer/src/router.js";
import MatrixPage from "../../viewer/src/routes/matrix-page.js";
import { inferenceSnippets } from "../../viewer/src/snippets/engine.js";
import { buildMatrix, cellFrom, CLIENTS } from "../../viewer/src/snippets/matrix.js";

const allClients = Object.values(CLIENTS).flat().length;

describe("output matrix model rows and cells", () => {
  it("rows are the example models, columns every language × client", () => {
    const matrix = buildMatrix({ rows: "models" });
    expect(matrix.rows.map((r) => r.key)).toEqual(EXAMPLE_MODELS.map((m) => m.record.id));
    expect(matrix.columns.map((c) => c.key)).toEqual(Object.entries(CLIENTS).flatMap(([l, cs]) => cs.map((c) => `${l}/${c}`)));
  });

  it("filters by task, language and client", () => {
    const matrix = buildMatrix({ rows: "models", task: "fill-mask", language: "python", client: "requests" });
    expect(matrix.rows.map((r) => r.label)).toEqual(["google-bert/bert-base-uncased"]);
    expect(matrix.columns).toEqual([{ key: "python/requests", language: "python", client: "requests" }]);
    const cell = matrix.rows[0]!.cell(matrix.columns[0]!);
    expect(cell.state).toBe("code");
    expect(cell.state === "code" && cell.content).toContain("google-bert/bert-base-uncased");
  });

  it("a cell's preview reaches the call that tells it apart from its column's other cells", () => {
    const matrix = buildMatrix({ rows: "models", language: "python", client: "huggingface_hub" });
    const calls: Record<string, string> = {
      "hexgrad/Kokoro-82M": "text_to_speech",
      "meta-llama/Llama-3.1-8B-Instruct": "chat.completions",
      "facebook/detr-resnet-50": "object_detection",
    };
    for (const [id, call] of Object.entries(calls)) {
      const cell = matrix.rows.find((r) => r.key === id)!.cell(matrix.columns[0]!);
      expect(cell.state === "code" && preview(cell.content), id).toContain(call);
    }
    expect(preview("a\n\nb\n")).toBe("a\nb");
    expect(
      preview(Array.from({ length: 20 }, (_, i) => `line ${i}`).join("\n"))
        .split("\n")
        .at(-1),
    ).toBe("…");
  });

  it("a client a task does not offer is an empty cell, not an error", () => {
    const matrix = buildMatrix({ rows: "models", task: "fill-mask", language: "python", client: "openai" });
    expect(matrix.rows[0]!.cell(matrix.columns[0]!)).toEqual({ state: "empty", reason: "not offered" });
  });

  it("provider 'all' adds one column group per provider; unmapped providers are marked", () => {
    const matrix = buildMatrix({ rows: "models", task: "text-to-image", language: "sh", client: "curl", provider: "all" });
    expect(matrix.columns.map((c) => c.provider)).toEqual(matrix.providers);
    expect(matrix.providers).toEqual(expect.arrayContaining(["auto", "hf-inference", "fal-ai"]));
    const lora = matrix.rows.find((r) => r.key === "alvdansen/littletinies")!;
    const replicate = matrix.columns.find((c) => c.provider === "replicate")!;
    expect(lora.cell(replicate)).toEqual({ state: "empty", reason: "replicate is not mapped for this model" });
  });

  it("a provider without a definition for the task shows the generator's error", () => {
    const record = {
      id: "acme/odd",
      pipeline_tag: "text-to-image",
      inferenceProviderMapping: [{ provider: "acme-cloud", providerId: "acme/odd", task: "text-to-image" }],
    };
    const result = inferenceSnippets(record, { provider: "acme-cloud" });
    const cell = cellFrom(result, { key: "python/requests@acme-cloud", language: "python", client: "requests", provider: "acme-cloud" }, true);
    expect(cell.state).toBe("error");
    expect(cell.state === "error" && cell.message).toContain("acme-cloud");
    // A thrown error wins over an empty list; a client the task lacks stays an empty cell.
    expect(cellFrom({ snippets: [], warnings: [], error: "boom" }, { key: "k", language: "sh", client: "curl" }, true)).toEqual({
      state: "error",
      message: "boom",
    });
    expect(
      cellFrom({ snippets: [{ language: "sh", client: "curl", content: "x" }], warnings: [] }, { key: "k", language: "python", client: "openai" }, true).state,
    ).toBe("empty");
  });
});

describe("output matrix task and library rows, and the grid", () => {
  it("task rows use one example per task; library rows show library snippets per language", () => {
    const tasks = buildMatrix({ rows: "tasks", language: "sh" });
    expect(tasks.rows.map((r) => r.key)).toEqual([...new Set(EXAMPLE_MODELS.map((m) => m.record.pipeline_tag))].sort());
    const libraries = buildMatrix({ rows: "libraries", language: "python" });
    expect(libraries.columns).toEqual([{ key: "python/library", language: "python", client: "library" }]);
    const transformers = libraries.rows.find((r) => r.key === "transformers")!;
    const cell = transformers.cell(libraries.columns[0]!);
    expect(cell.state).toBe("code");
  });

  it("library rows filtered by task render the library's snippet for a model of that task", () => {
    const diffusers = buildMatrix({ rows: "libraries", task: "text-to-image", language: "python" }).rows.find((r) => r.key === "diffusers")!;
    expect(diffusers.detail).toBe(exampleModelForTask("text-to-image")!.id);
    // The rows are the libraries whose own page lists the task.
    const keys = buildMatrix({ rows: "libraries", task: "text-to-image" }).rows.map((r) => r.key);
    expect(keys).toEqual(
      listLibraries()
        .filter((l) => l.snippets.length > 0 && tasksForLibrary(l.id).includes("text-to-image"))
        .map((l) => l.id),
    );
    const unfiltered = buildMatrix({ rows: "libraries", language: "python" }).rows.find((r) => r.key === "diffusers")!;
    expect(unfiltered.detail).toBe(EXAMPLE_MODELS.find((m) => m.record.library_name === "diffusers")!.record.id);
  });

  it("renders cells with an Open button named after the cell", () => {
    const matrix = buildMatrix({ rows: "models", task: "fill-mask", language: "sh" });
    const html = renderToString(
      <LocationProvider url="/matrix">
        <MatrixGrid matrix={matrix} onOpen={() => {}} />
      </LocationProvider>,
    );
    expect(html).toContain('aria-label="Open google-bert/bert-base-uncased, sh · curl"');
    expect(cellKey(matrix.rows[0]!, matrix.columns[0]!)).toBe("google-bert/bert-base-uncased|sh/curl");
  });
});

describe("output matrix page", () => {
  it("with library rows, the task filter offers the libraries' tasks", () => {
    const page = (url: string) =>
      renderToString(
        <LocationProvider url={url}>
          <MatrixPage />
        </LocationProvider>,
      );
    // No example model is a text-to-3d model; diffusers' page lists the task.
    expect(page("/matrix")).not.toContain('<option value="text-to-3d"');
    expect(page("/matrix?rows=libraries")).toContain('<option value="text-to-3d"');
    // Languages are named as on the model page.
    expect(page("/matrix")).toContain('<option value="js">JavaScript</option>');
  });

  it("the page counts snippets, errors and empty cells", () => {
    const matrix = buildMatrix({ rows: "models", provider: "all" });
    const states = matrix.rows.flatMap((r) => matrix.columns.map((c) => r.cell(c).state));
    const n = (state: string) => states.filter((s) => s === state).length;
    const html = renderToString(
      <LocationProvider url="/matrix?provider=all">
        <MatrixPage />
      </LocationProvider>,
    ).replaceAll("<!-- -->", "");
    expect(html).toContain(`${n("code")} snippets, `);
    expect(html).toMatch(new RegExp(`>${n("error")} errors?</span>, ${n("empty")} not offered`));
    expect(n("code") + n("error") + n("empty")).toBe(states.length);
  });

  it("'Only rows with errors' keeps the rows that have an error cell", () => {
    const matrix = buildMatrix({ rows: "models", provider: "all" });
    const failing = matrix.rows.filter((r) => matrix.columns.some((c) => r.cell(c).state === "error"));
    const html = renderToString(
      <LocationProvider url="/matrix?provider=all&errors=1">
        <MatrixPage />
      </LocationProvider>,
    ).replaceAll("<!-- -->", "");
    expect(html).toMatch(/<input id="[^"]+" type="checkbox" checked=""\/><label for="[^"]+">Only rows with errors<\/label>/);
    expect(html).toContain(`${failing.length} row${failing.length === 1 ? "" : "s"} × `);
    expect(html.match(/<th scope="row">/g)?.length ?? 0).toBe(failing.length);
    expect(failing.length).toBeLessThan(matrix.rows.length);
  });

  it("the page reads its filters and the opened cell from the URL", () => {
    const html = renderToString(
      <LocationProvider url="/matrix?task=fill-mask&language=sh&client=curl&open=google-bert%2Fbert-base-uncased%7Csh%2Fcurl">
        <MatrixPage />
      </LocationProvider>,
    );
    expect(html).toContain("1 row × 1 column = 1 cell: ");
    expect(html).toContain('<dialog class="cell-dialog"');
    expect(html).toContain("google-bert/bert-base-uncased · sh · curl");
  });
});
