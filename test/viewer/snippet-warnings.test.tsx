/**
 * The engine's warnings reach the page as data: the viewer's door to the generators gathers the
 * snippets' `warnings` and the page lists them, without the console being touched.
 */
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WarningList } from "../../viewer/src/components/error-box.js";
import { inferenceSnippets } from "../../viewer/src/snippets/engine.js";

afterEach(() => vi.restoreAllMocks());

const tables = { id: "acme/tables", pipeline_tag: "table-question-answering" };

describe("snippet warnings in the viewer", () => {
  it("inputs that are not JSON: the snippets, one warning, nothing on the console", () => {
    const error = vi.spyOn(console, "error");
    const warn = vi.spyOn(console, "warn");
    const result = inferenceSnippets(tables, { provider: "hf-inference", inputs: "{not json" });
    expect(result.error).toBeUndefined();
    expect(result.snippets.length).toBeGreaterThan(1);
    expect(result.warnings).toEqual([
      expect.stringMatching(/^Invalid JSON in inputs for table-question-answering: .*; the snippets send the raw text instead$/),
    ]);
    const html = renderToString(<WarningList messages={result.warnings} />);
    expect(html).toContain('role="status"');
    expect(html).toContain("Invalid JSON in inputs for table-question-answering");
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it("inputs that parse: no warning, and the list draws nothing", () => {
    const result = inferenceSnippets(tables, { provider: "hf-inference", inputs: '{"query": "How many?", "table": {"n": ["1"]}}' });
    expect(result.warnings).toEqual([]);
    expect(renderToString(<WarningList messages={result.warnings} />)).toBe("");
  });
});
